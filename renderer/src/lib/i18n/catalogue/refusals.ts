import type { Catalogue } from './entry';

/** The service's refusals of an application, kept with their reasons. */
export const refusals = {
  'refusals.title': { en: 'Refusals by the service', is: 'Synjanir þjónustunnar' },
  'refusals.intro': {
    en: 'Every time the acquirer’s service refused this application, with its reasons as it wrote them.',
    is: 'Í hvert sinn sem þjónusta færsluhirðisins hafnaði umsókninni, með ástæðunum eins og hún skrifaði þær.',
  },
  'refusals.when': { en: 'Refused {when} (HTTP {status})', is: 'Hafnað {when} (HTTP {status})' },
  'refusals.standing': {
    en: 'This refusal stands until you queue the application again.',
    is: 'Þessi synjun gildir þar til þú setur umsóknina aftur í biðröð.',
  },
  'refusals.requeued': { en: 'Queued again {when}.', is: 'Sett aftur í biðröð {when}.' },
  'refusals.changed': { en: 'changed since the refusal', is: 'breytt síðan hafnað var' },
  'refusals.unchanged': { en: 'not changed yet', is: 'óbreytt' },
  'refusals.general': { en: 'the whole application', is: 'öll umsóknin' },
} satisfies Catalogue;
