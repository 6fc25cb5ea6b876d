import { testConfig } from '../src/config/env.ts';
import { configurePasswordCost } from '../src/lib/passwords.ts';

// Tests hash at the cost their config sets (cheap); lib/passwords.test.ts covers production's.
configurePasswordCost(testConfig().PASSWORD_HASH_COST);
