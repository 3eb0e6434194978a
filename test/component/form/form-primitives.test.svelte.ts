import { createRawSnippet, flushSync } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import ChoiceGroup from '$renderer/components/form/ChoiceGroup.svelte';
import FormInput from '$renderer/components/form/FormInput.svelte';
import FormStatus from '$renderer/components/form/FormStatus.svelte';
import RemovableCard from '$renderer/components/form/RemovableCard.svelte';
import { Action } from '$renderer/components/form/action.svelte';
import { i18n, t } from '$renderer/lib/i18n/i18n.svelte';
import { ApiError } from '$renderer/lib/api';
import { render } from '../support/render';

/** The ids an element's aria-describedby names, read as a screen reader reads them. */
function description(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent?.trim())
    .join(' | ');
}

describe('FormInput: a labelled text input', () => {
  it('is named by its label and described by its hint; a problem marks it invalid and describes it too', async () => {
    render(FormInput, { id: 'key', label: 'API key', hint: 'From the acquirer', problem: undefined });
    const input = page.getByRole('textbox', { name: 'API key' });
    await expect.element(input).toBeVisible();
    expect(description(input.element())).toBe('From the acquirer');
    await expect.element(input).not.toBeInvalid();

    render(FormInput, { id: 'address', label: 'Address', problem: 'Give an https address' });
    const address = page.getByRole('textbox', { name: 'Address' });
    await expect.element(address).toBeInvalid();
    expect(description(address.element())).toBe('Give an https address');
  });

  it('passes its own attributes to the input and adds a form-wide hint to its description', async () => {
    const typed: string[] = [];
    render(FormInput, {
      id: 'url',
      label: 'Service address',
      describedby: 'form-lead',
      autocomplete: 'off',
      spellcheck: 'false',
      maxlength: 20,
      oninput: (event: Event) => typed.push((event.currentTarget as HTMLInputElement).value),
    } as never);
    const lead = document.body.appendChild(Object.assign(document.createElement('p'), { id: 'form-lead', textContent: 'Ask support' }));
    const input = page.getByRole('textbox', { name: 'Service address' });
    await userEvent.type(input, 'https://a');
    expect(typed.at(-1)).toBe('https://a');
    expect(input.element().getAttribute('maxlength')).toBe('20');
    expect(input.element().getAttribute('autocomplete')).toBe('off');
    expect(description(input.element())).toBe('Ask support');
    lead.remove();
  });
});

describe('ChoiceGroup: chips in a fieldset', () => {
  const roles = [
    { value: 'Owner', label: 'Owner' },
    { value: 'Director', label: 'Director' },
  ] as const;

  it('radios: named by the legend, reflect what is chosen, report a choice; the first carries the group id', async () => {
    const chosen: [string, boolean][] = [];
    render(ChoiceGroup<string>, {
      id: 'field-kind',
      legend: 'Kind',
      type: 'radio',
      options: roles,
      checked: (value) => value === 'Director',
      onchoose: (value, on) => chosen.push([value, on]),
    });
    const group = page.getByRole('group', { name: 'Kind' });
    await expect.element(group.getByRole('radio', { name: 'Director' })).toBeChecked();
    await group.getByRole('radio', { name: 'Owner' }).click();
    expect(chosen).toEqual([['Owner', true]]);
    expect(document.getElementById('field-kind')?.getAttribute('type')).toBe('radio');
    expect(document.getElementById('field-kind-Director')).not.toBeNull();
    // Chips are a 44 px target.
    expect(group.getByText('Owner').element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });

  it('checkboxes report unticking; disabled, none can change; invalid, the group is described by its problems', async () => {
    const chosen: [string, boolean][] = [];
    render(ChoiceGroup<string>, {
      id: 'field-roles',
      legend: 'Roles',
      type: 'checkbox',
      options: roles,
      checked: () => true,
      onchoose: (value, on) => chosen.push([value, on]),
      invalid: true,
      problems: createRawSnippet((id: () => string) => ({ render: () => `<p id="${id()}">Choose at least one role</p>` })),
    });
    const group = page.getByRole('group', { name: 'Roles' });
    await group.getByRole('checkbox', { name: 'Owner' }).click();
    expect(chosen).toEqual([['Owner', false]]);
    expect(description(group.element())).toBe('Choose at least one role');

    render(ChoiceGroup<boolean>, {
      id: 'field-confirmed',
      legend: 'Confirmed',
      type: 'radio',
      options: [
        { value: true, label: 'Yes' },
        { value: false, label: 'No' },
      ],
      checked: () => false,
      onchoose: () => chosen.push(['never', true]),
      disabled: true,
    });
    const confirmed = page.getByRole('group', { name: 'Confirmed' });
    await expect.element(confirmed.getByRole('radio', { name: 'Yes' })).toBeDisabled();
    await expect.element(confirmed.getByRole('radio', { name: 'No' })).toBeDisabled();
    // A boolean's options are told apart by yes and no.
    expect(document.getElementById('field-confirmed-no')).not.toBeNull();
  });
});

describe('RemovableCard: one item of a list', () => {
  it('is a group named by its heading, which follows a change a frame later; its button removes it', async () => {
    const onremove = vi.fn();
    const props = $state({ heading: 'Store 1', disabled: false });
    render(RemovableCard, {
      id: 'store-0',
      get heading() {
        return props.heading;
      },
      removeLabel: 'Remove store 1',
      onremove,
      get disabled() {
        return props.disabled;
      },
      children: createRawSnippet(() => ({ render: () => '<p>the store’s fields</p>' })),
    });
    const card = page.getByRole('group', { name: 'Store 1' });
    await expect.element(card.getByText('the store’s fields')).toBeVisible();
    await card.getByRole('button', { name: 'Remove store 1' }).click();
    expect(onremove).toHaveBeenCalledTimes(1);

    props.heading = 'Store 1: Kaffi Mokka';
    flushSync();
    await expect.element(page.getByRole('group', { name: 'Store 1: Kaffi Mokka' })).toBeVisible();
    props.disabled = true;
    flushSync();
    await expect.element(page.getByRole('button', { name: 'Remove store 1' })).toBeDisabled();
  });
});

describe('FormStatus and Action: what a request came to', () => {
  it('says the confirmation in the language shown now, and an error in the agent’s words, each run clearing the last', async () => {
    const action = new Action();
    render(FormStatus, { action });
    await action.run(async () => () => t('settings.retention.saved', { days: 45 }));
    flushSync();
    const status = page.getByRole('status');
    await expect.element(status).toHaveTextContent(t('settings.retention.saved', { days: 45 }));

    // Made in English, worded again in Icelandic: a confirmation is not kept in the language it was made in.
    i18n.use('is');
    flushSync();
    await expect.element(status).toHaveTextContent(t('settings.retention.saved', { days: 45 }));
    expect(status.element().textContent).not.toContain('45 days');

    const failed = await action.run(async () => {
      throw new ApiError({ code: 'no_answer', params: {}, message: '' });
    });
    flushSync();
    expect(failed).toBe(false);
    await expect.element(page.getByRole('alert')).toHaveTextContent(t('error.no_answer'));
    expect(document.querySelector('[role="status"]')?.textContent?.trim()).toBe('');
  });
});
