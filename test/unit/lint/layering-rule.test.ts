import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { layeringRule } from '../../../eslint/layering-rule.js';

// RuleTester hooks into the test framework through these statics (absent from its types).
Object.assign(RuleTester, { afterAll, describe, it });

const root = path.resolve(import.meta.dirname, '../../..');
const file = (rel: string) => path.join(root, rel);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('fieldboard/layering', layeringRule as never, {
  valid: [
    { filename: file('shared/rules/x.ts'), code: "import { z } from 'zod'; import { a } from '../wire/address';" },
    { filename: file('main/database/x.ts'), code: "import fs from 'node:fs'; import { b } from '../../shared/rules';" },
    { filename: file('main/electron/main.ts'), code: "import { app } from 'electron'; import { c } from '../ipc/dispatcher';" },
    { filename: file('renderer/src/x.ts'), code: "import { d } from '../../shared/ipc/contract';" },
    { filename: file('test/unit/x.ts'), code: "import { e } from '../../main/database';" },
    { filename: file('renderer/src/x.ts'), code: "import { d } from '$shared/ipc/contract';" },
  ],
  invalid: [
    { filename: file('shared/rules/x.ts'), code: "import fs from 'node:fs';", errors: [{ messageId: 'forbidden' }] },
    { filename: file('shared/rules/x.ts'), code: "import path from 'path';", errors: [{ messageId: 'forbidden' }] },
    { filename: file('shared/rules/x.ts'), code: "import { s } from '../../main/database';", errors: [{ messageId: 'forbidden' }] },
    { filename: file('main/database/x.ts'), code: "import { app } from 'electron';", errors: [{ messageId: 'forbidden' }] },
    { filename: file('main/database/x.ts'), code: "export * from '../electron/window';", errors: [{ messageId: 'forbidden' }] },
    { filename: file('main/database/x.ts'), code: "const e = require('electron');", errors: [{ messageId: 'forbidden' }] },
    { filename: file('renderer/src/x.ts'), code: "import { s } from '../../main/database';", errors: [{ messageId: 'forbidden' }] },
    { filename: file('renderer/src/x.ts'), code: "const m = import('node:fs');", errors: [{ messageId: 'forbidden' }] },
    { filename: file('renderer/src/x.ts'), code: "import { ipcRenderer } from 'electron';", errors: [{ messageId: 'forbidden' }] },
    // An alias is followed to the folder it names, never taken for a package.
    { filename: file('renderer/src/x.ts'), code: "import { s } from '$main/database';", errors: [{ messageId: 'forbidden' }] },
    { filename: file('main/electron/main.ts'), code: "import { c } from '../database';", errors: [{ messageId: 'forbidden' }] },
    {
      filename: file('shared/rules/x.ts'),
      code: "import { w } from '$renderer/lib/i18n/i18n.svelte';",
      errors: [{ messageId: 'forbidden' }],
    },
  ],
});
