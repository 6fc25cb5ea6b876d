/** Every URL of the back office: one list, shared with the server's staff e-mails. */
export { backOfficePaths as adminPaths } from '@shop/contract/back-office-paths';
