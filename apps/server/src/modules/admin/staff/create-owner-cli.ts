import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { staffCreateRequest } from '@shop/contract/admin';
import { loadConfig } from '../../../config/env.ts';
import { openDatabase } from '../../../db/client.ts';
import { withMigrationLock } from '../../../db/prepare.ts';
import { configurePasswordCost } from '../../../lib/passwords.ts';
import { upsertOwner } from './owner-bootstrap.ts';

/**
 * `npm run admin:create-owner -- --email dono@exemplo.co.mz --name "Nome"`
 * The password comes from ADMIN_OWNER_PASSWORD or is asked for (hidden). An existing account with
 * that e-mail becomes an active owner with the new password: the way back in for a locked-out owner.
 */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!process.stdin.isTTY) return reject(new Error('No terminal to ask for the password: set ADMIN_OWNER_PASSWORD.'));
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput.bind(rl);
    let muted = false;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (!muted || s.includes('\n')) write(muted ? '\n' : s);
    };
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer);
    });
    muted = true;
  });
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  const config = loadConfig();
  configurePasswordCost(config.PASSWORD_HASH_COST);
  let password = config.ADMIN_OWNER_PASSWORD;
  if (!password) {
    password = await askHidden('Palavra-passe do(a) proprietário(a) (mín. 10 caracteres): ');
    const again = await askHidden('Repita a palavra-passe: ');
    if (password !== again) throw new Error('As palavras-passe não coincidem.');
  }
  const parsed = staffCreateRequest.safeParse({ email: values.email ?? config.ADMIN_OWNER_EMAIL, name: values.name ?? config.ADMIN_OWNER_NAME, role: 'owner', password });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error('Uso: npm run admin:create-owner -- --email <e-mail> --name "<nome>" (palavra-passe em ADMIN_OWNER_PASSWORD ou pedida).');
  }
  const database = await openDatabase(config);
  try {
    await withMigrationLock(config.DATABASE_URL, () => database.migrate());
    const result = await upsertOwner(database.db, parsed.data);
    console.log(result.created ? `Proprietário(a) ${parsed.data.email} criado(a).` : `${parsed.data.email} é agora proprietário(a) ativo(a), com a nova palavra-passe.`);
  } finally {
    await database.close();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exitCode = 1;
});
