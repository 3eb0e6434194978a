import { describe, expect, it } from 'vitest';
import { messageProblems } from '../../../scripts/commits/commit-message.js';

const BODY = '\n\nThe reason, in a sentence or two.\n';

describe('the commit message rule', () => {
  it('takes an imperative subject of 72 characters, a blank line and a body', () => {
    expect(messageProblems(`Bound PDF parsing by the OS${BODY}`)).toEqual([]);
    expect(messageProblems(`${'A'.repeat(72)}${BODY}`)).toEqual([]);
    expect(messageProblems(`docs: Order the decisions by topic${BODY}`)).toEqual([]);
  });

  it('refuses a subject over 72 characters', () => {
    expect(messageProblems(`${'A'.repeat(73)}${BODY}`)).toEqual(['The subject has 73 characters; at most 72.']);
  });

  it('refuses a subject ending with a period', () => {
    expect(messageProblems(`Bound PDF parsing by the OS.${BODY}`)).toEqual(['The subject ends with a period.']);
  });

  it.each(['Added', 'Fixed', 'Adding', 'e2e: waiting'])('refuses a subject starting "%s"', (word) => {
    expect(messageProblems(`${word} the wipe to Settings${BODY}`)).toHaveLength(1);
  });

  it.each(['Embed', 'Feed', 'Bring', 'Seed', 'String'])('takes the imperative "%s", which only looks like another form', (word) => {
    expect(messageProblems(`${word} the fonts into the receipt${BODY}`)).toEqual([]);
  });

  it('refuses a second line that is not blank, and a message without a body', () => {
    expect(messageProblems('Add the wipe\nwith a body too close\n')).toContain('The second line is not blank.');
    expect(messageProblems('Add the wipe\n')).toEqual(['There is no body: after a blank line, say why.']);
    expect(messageProblems('Add the wipe\n\n\n')).toEqual(['There is no body: after a blank line, say why.']);
  });

  it("reads the message as git stores it: comments and what follows git's scissors are not the body", () => {
    expect(messageProblems('Add the wipe\n\n# Please enter the commit message\n')).toHaveLength(1);
    expect(messageProblems(`Add the wipe${BODY}# ------------------------ >8 ------------------------\ndiff --git a/x b/x\n`)).toEqual([]);
  });

  it("takes git's own merge subjects without a body, and refuses an empty message", () => {
    expect(messageProblems("Merge branch 'lighter-history'\n")).toEqual([]);
    expect(messageProblems('\n# only a comment\n')).toEqual(['The message is empty.']);
  });
});
