// git's commit-msg hook (.githooks/commit-msg): refuses a commit whose message breaks the rule.
import fs from 'node:fs';
import { messageProblems } from './commit-message.js';

const problems = messageProblems(fs.readFileSync(process.argv[2], 'utf8'));
if (problems.length > 0) {
  console.error(`commit-msg: ${problems.join('\n            ')}`);
  console.error('The message is kept in .git/COMMIT_EDITMSG; `git commit -e -F .git/COMMIT_EDITMSG` starts from it.');
  process.exit(1);
}
