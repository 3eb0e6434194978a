/**
 * Notices: what the agent should know or confirm, never what stops an application being ready
 * (shared/rules/notice.ts). `notice.<code>` words each code with the notice's params.
 */
export const notices = {
  'notice.kennitala_unverifiable': {
    en: 'This number cannot be verified by its check digit; compare it with the ID document.',
    is: 'Ekki er hægt að sannreyna þetta númer með vartölu; berðu það saman við skilríkin.',
  },
  'notice.iban_holder_differs.applicant': {
    en: 'The account holder’s kennitala is {holder}, not the applicant’s.',
    is: 'Kennitala reikningseiganda er {holder}, ekki kennitala umsækjanda.',
  },
  'notice.iban_holder_differs.company': {
    en: 'The account holder’s kennitala is {holder}, not the company’s.',
    is: 'Kennitala reikningseiganda er {holder}, ekki kennitala fyrirtækisins.',
  },
  'notice.label': { en: 'Notice', is: 'Athugasemd' },
  'notice.needsConfirmation': { en: 'Needs your confirmation to queue', is: 'Þarf staðfestingu þína áður en sett er í biðröð' },
  'review.notices': { en: 'Notices ({count})', is: 'Athugasemdir ({count})' },
  'review.confirm.title': { en: 'Confirm before queueing', is: 'Staðfestu áður en sett er í biðröð' },
  'review.confirm.intro': {
    en: 'The acquirer may refuse this. Say why it is right; your reason is kept in the audit log.',
    is: 'Færsluhirðirinn gæti hafnað þessu. Segðu hvers vegna það er rétt; ástæðan er skráð í atvikaskrá.',
  },
  'review.confirm.reason': { en: 'Reason', is: 'Ástæða' },
  'review.confirm.reasonHint': {
    en: 'At least 3 characters, e.g. “the director’s personal account, agreed with the acquirer”.',
    is: 'Minnst 3 stafir, t.d. „persónulegur reikningur framkvæmdastjóra, samþykkt af færsluhirði“.',
  },
  'review.confirm.submit': { en: 'Confirm and queue', is: 'Staðfesta og setja í biðröð' },
  'review.confirm.cancel': { en: 'Cancel', is: 'Hætta við' },
} as const;
