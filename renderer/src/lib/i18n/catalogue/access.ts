import type { Catalogue } from './entry';

/** The browser host's page for a tab opened without its token (decision LG7). */
export const access = {
  'access.title': { en: 'Open Fieldboard with its full address', is: 'Opnaðu Fieldboard með fullri slóð' },
  'access.why': {
    en: 'This tab was opened without the key that lets it reach Fieldboard, so nothing can be shown. Your applications are safe: they are kept on this computer and nothing has been lost.',
    is: 'Þessi flipi var opnaður án lykilsins sem veitir aðgang að Fieldboard og því er ekkert hægt að sýna. Umsóknirnar þínar eru öruggar: þær eru geymdar á þessari tölvu og ekkert hefur glatast.',
  },
  'access.stepsTitle': { en: 'To get in', is: 'Til að komast inn' },
  'access.step1': {
    en: 'Find the window where Fieldboard was started, the terminal running',
    is: 'Finndu gluggann þar sem Fieldboard var ræst, skipanagluggann sem keyrir',
  },
  'access.step2': {
    en: 'Copy the whole address printed after “Open”, with the part that starts with #token=, and open it in this browser. It looks like',
    is: 'Afritaðu alla slóðina sem birtist á eftir „Open“, ásamt hlutanum sem byrjar á #token=, og opnaðu hana í þessum vafra. Hún lítur svona út:',
  },
  'access.step3': {
    en: 'Each start of Fieldboard makes a new address: if it was started again, use the newest one.',
    is: 'Ný slóð verður til í hvert sinn sem Fieldboard er ræst: ef það var ræst aftur skaltu nota nýjustu slóðina.',
  },
  'access.notRunning': {
    en: 'Fieldboard not running? Start it again; it opens your browser at the right address where it can, and always prints the address. The command is',
    is: 'Er Fieldboard ekki í gangi? Ræstu það aftur; það opnar vafrann á réttri slóð þar sem það er hægt og birtir slóðina alltaf. Skipunin er',
  },
} satisfies Catalogue;
