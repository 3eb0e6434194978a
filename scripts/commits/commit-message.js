// The commit message rule of the project: a subject of at most 72 characters in the imperative
// mood, a blank line, then a body that says why. Plain JavaScript so git's hook runs it with Node
// alone, before anything is built.

export const MAX_SUBJECT = 72;

/** First words that end like a past tense or an -ing form yet are imperatives themselves. */
const IMPERATIVES = new Set(
  'bed bleed breed bring cling embed exceed feed fling heed need ping proceed ring seed shed shred sing speed spring sting string succeed swing wring'.split(
    ' ',
  ),
);

/** The message as git stores it: comment lines and everything below the scissors line dropped. */
export function cleanMessage(text) {
  const lines = [];
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    if (/^# -+ >8 -+$/.test(line)) break;
    if (!line.startsWith('#')) lines.push(line);
  }
  while (lines.length > 0 && lines.at(-1).trim() === '') lines.pop();
  while (lines.length > 0 && lines[0].trim() === '') lines.shift();
  return lines;
}

/** What is wrong with a commit message, one sentence each; empty when it follows the rule. */
export function messageProblems(text) {
  const lines = cleanMessage(text);
  const subject = lines[0] ?? '';
  if (subject.trim() === '') return ['The message is empty.'];
  // git writes merge subjects itself; the merged commits carry the reasons.
  if (/^Merge (branch|remote-tracking branch|tag|commit|pull request) /.test(subject)) return [];
  const problems = [];
  if (subject.length > MAX_SUBJECT) problems.push(`The subject has ${subject.length} characters; at most ${MAX_SUBJECT}.`);
  if (subject.endsWith('.')) problems.push('The subject ends with a period.');
  const verb = (/^(?:[\w./-]+: )?(\S+)/.exec(subject)?.[1] ?? '').toLowerCase();
  if (/^[a-z]+(ed|ing)$/.test(verb) && !IMPERATIVES.has(verb)) {
    problems.push(`The subject starts with "${verb}": say what the commit does, in the imperative ("Add", not "Added" or "Adding").`);
  }
  if (lines.length > 1 && lines[1].trim() !== '') problems.push('The second line is not blank.');
  if (!lines.slice(2).some((line) => line.trim() !== '')) problems.push('There is no body: after a blank line, say why.');
  return problems;
}
