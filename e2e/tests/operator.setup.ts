import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { operatorTokenFile, signInOperator } from './operator';

// One operator sign-in for the whole run: workers that signed in at once would read each other's mailed codes.
test('the seeded operator signs in with the emailed code', async ({ request }) => {
  const session = await signInOperator(request);
  fs.mkdirSync(path.dirname(operatorTokenFile), { recursive: true });
  fs.writeFileSync(operatorTokenFile, JSON.stringify(session));
});
