import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import PhoneField from '$renderer/screens/editor/fields/PhoneField.svelte';
import { i18n, t } from '$renderer/lib/i18n/i18n.svelte';
import { renderInEditor } from '../support/render';
import { openedApplication } from '../support/session';

/** Types `value` into the field as an agent would, and leaves it. */
async function enter(field: ReturnType<typeof page.getByRole>, value: string): Promise<void> {
  await userEvent.clear(field);
  await userEvent.type(field, value);
  await userEvent.tab();
}

describe('the phone field by the numbering plan', () => {
  it.each(['en', 'is'] as const)(
    '%s: reads the usual forms, says what kind of number it is, refuses what the plan has not and notes an unlisted range',
    async (language) => {
      i18n.use(language);
      const session = openedApplication('soletrader');
      renderInEditor(session, PhoneField, { base: ['applicant'] });
      const iceland = language === 'en' ? 'Iceland' : 'Ísland';
      const phone = page.getByRole('textbox', { name: t('field.phone'), exact: true });

      // Written with brackets and spaces: read as the plan writes it, and named by its kind.
      await enter(phone, '(+354) 611 1234');
      await expect.element(phone).toHaveValue('+354 611 1234');
      expect(session.get(['applicant', 'phone'])).toBe('+354/6111234');
      await expect.element(page.getByText(t('phone.kindIn', { kind: t('phone.kind.mobile'), country: iceland }))).toBeVisible();
      await expect.element(phone).not.toBeInvalid();

      // Not a number Iceland's plan has: a problem on the field.
      await enter(phone, '1234567');
      await expect.element(page.getByText(t('problem.phone_invalid.not_in_plan', { country: iceland }), { exact: true })).toBeVisible();
      await expect.element(phone).toBeInvalid();

      // In the plan's format, in a range not yet given out: a notice, not a problem.
      await enter(phone, '003546101234');
      await expect.element(page.getByText(t('notice.phone_unassigned', { country: iceland }))).toBeVisible();
      flushSync();
      await expect.element(phone).not.toBeInvalid();
    },
  );
});
