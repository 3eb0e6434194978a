import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createRawSnippet } from 'svelte';
import Modal from '$renderer/components/Modal.svelte';
import ApplicationActions from '$renderer/screens/editor/actions/ApplicationActions.svelte';
import DeleteDialog from '$renderer/screens/editor/actions/DeleteDialog.svelte';
import { i18n, t } from '$renderer/lib/i18n/i18n.svelte';
import { render, renderInEditor, unmountAll } from '../support/render';
import { openedApplication } from '../support/session';

describe('a modal dialog', () => {
  it('is a dialog named by its title that holds the focus; Escape and Close ask to close; focus goes back where it was', async () => {
    const opener = document.body.appendChild(Object.assign(document.createElement('button'), { textContent: 'Open' }));
    opener.focus();
    const onclose = vi.fn();
    const target = render(Modal, {
      title: 'Delete Kaffi Mokka?',
      onclose,
      children: createRawSnippet(() => ({ render: () => '<p><button type="button">Keep it</button></p>' })),
    });
    const dialog = page.getByRole('dialog', { name: 'Delete Kaffi Mokka?' });
    await expect.element(dialog).toBeVisible();
    // The page behind is inert: the dialog holds the focus.
    expect(dialog.element().contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(onclose).toHaveBeenCalledTimes(1);
    await dialog.getByRole('button', { name: t('common.close') }).click();
    expect(onclose).toHaveBeenCalledTimes(2);
    // The parent stops rendering it: gone, and the focus is back on what opened it.
    unmountAll();
    expect(target.isConnected).toBe(false);
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});

describe('the editor’s actions', () => {
  it('a submitted application offers Copy only: what cannot be done is not offered, in either language', async () => {
    const session = openedApplication('soletrader', { view: { status: 'submitted' } });
    renderInEditor(session, ApplicationActions, {});
    for (const language of ['en', 'is'] as const) {
      i18n.use(language);
      const actions = page.getByRole('group', { name: t('edits.actions') });
      await expect.element(actions.getByRole('button', { name: t('edits.copy') })).toBeVisible();
      expect(actions.getByRole('button', { name: t('edits.delete') }).query()).toBeNull();
      expect(actions.getByRole('button', { name: t('edits.changeType') }).query()).toBeNull();
    }
  });

  it('a draft offers all three; Delete asks behind a dialog naming the business, its type and status, and Keep it closes it', async () => {
    const session = openedApplication('privatelimitedcompany', { name: 'Þórsbúð ehf.' });
    renderInEditor(session, ApplicationActions, {});
    await page.getByRole('button', { name: t('edits.delete') }).click();
    const dialog = page.getByRole('dialog', { name: t('edits.delete.title', { name: 'Þórsbúð ehf.' }) });
    await expect
      .element(dialog.getByTestId('delete-kind'))
      .toHaveTextContent(t('edits.delete.kind', { type: t('entity.privatelimitedcompany'), status: t('status.draft') }));
    await expect
      .element(dialog)
      .toHaveTextContent(t('edits.delete.whatNoDocuments', { subject: t('edits.delete.subject', { name: 'Þórsbúð ehf.' }) }));
    await dialog.getByRole('button', { name: t('edits.delete.keep') }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('an unnamed application is worded as one in a sentence, in Icelandic, never by a stand-in name', async () => {
    i18n.use('is');
    const session = openedApplication('privatelimitedcompany', { application: {} });
    renderInEditor(session, DeleteDialog, { onclose: () => undefined });
    const dialog = page.getByRole('dialog', { name: t('edits.delete.titleUnnamed') });
    await expect.element(dialog).toHaveTextContent(t('edits.delete.whatNoDocuments', { subject: t('edits.delete.subjectUnnamed') }));
    expect(dialog.element().textContent).not.toContain(t('common.unnamed'));
    await expect
      .element(dialog.getByTestId('delete-kind'))
      .toHaveTextContent(t('edits.delete.kind', { type: t('entity.privatelimitedcompany'), status: t('status.draft') }));
  });
});
