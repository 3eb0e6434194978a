import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { importSpellingRule } from '../../../eslint/import-spelling-rule.js';

// RuleTester hooks into the test framework through these statics (absent from its types).
Object.assign(RuleTester, { afterAll, describe, it });

const root = path.resolve(import.meta.dirname, '../../..');
const file = (rel: string) => path.join(root, rel);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('fieldboard/import-spelling', importSpellingRule as never, {
  valid: [
    { filename: file('main/core/outbox/x.ts'), code: "import { a } from '../../database';" },
    { filename: file('main/core/outbox/x.ts'), code: "import { a } from '$main/database';" },
    // No alias names the repository's root files or eslint/, so a test reaches them by climbing.
    { filename: file('test/unit/lint/x.test.ts'), code: "import { b } from '../../../eslint/layering-rule.js';" },
    // A plain-Node script cannot resolve an alias.
    { filename: file('scripts/docs/deep/x.js'), code: "import { c } from '../../../main/x.js';" },
    { filename: file('main/documents/a/b/x.ts'), code: "const u = new URL('../../../x', import.meta.url);" },
    // A recorded migration is hashed by the schema guard: it keeps the spelling it was recorded with.
    { filename: file('main/database/migrations/007-x.ts'), code: "import { s } from '../../../shared/messages/status-reasons';" },
  ],
  invalid: [
    {
      filename: file('main/core/outbox/x.ts'),
      code: "import { a } from '../../../shared/rules/problem';",
      output: "import { a } from '$shared/rules/problem';",
      errors: [{ messageId: 'climbs' }],
    },
    {
      filename: file('test/integration/database/x.test.ts'),
      code: "export * from '../../../main/database';",
      output: "export * from '$main/database';",
      errors: [{ messageId: 'climbs' }],
    },
    {
      filename: file('test/unit/renderer/x.test.ts'),
      code: "const m = await import('../../../renderer/src/lib/api');",
      output: "const m = await import('$renderer/lib/api');",
      errors: [{ messageId: 'climbs' }],
    },
    {
      filename: file('renderer/src/screens/editor/documents/X.svelte.ts'),
      code: "import { P } from '../../../../../shared/rules/problem';",
      output: "import { P } from '$shared/rules/problem';",
      errors: [{ messageId: 'climbs' }],
    },
  ],
});
