import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Public specimen images of real identity documents (specimens/README.md says where each is from
 * and under which licence), each as the app stores it, with what it truly says: the zone as
 * printed, its dates with their century, and the page's own spelling of the names. The truth was
 * read by eye from each image, not by the reader it measures.
 */
export interface Specimen {
  /** The stored image in `specimens/`. */
  file: string;
  /** The zone's pixels per character on the stored image, measured by eye (a card's 30, a passport's 44). */
  pxPerCharacter: number;
  /** What the document is, for the bench's table. */
  label: string;
  /** The zone as printed, when it is a valid zone of an identity document (every check digit computes). */
  zone?: string[];
  birthDate?: string;
  expiryDate?: string;
  /** The page's spelling of the surname and given names, where the page prints them. */
  printed?: { surname: string; givenNames: string };
  /** The kennitala the zone carries (Iceland's personal number). */
  kennitala?: string;
  /** A specimen by its state's code (UTO, BDR) or by its name (SPECIMEN). */
  specimen?: boolean;
  /** Why the image holds no valid zone: a reading must then be refused or hold nothing wrong. */
  noValidZone?: string;
}

const ICAO_TD3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
const ICAO_TD2 = ['I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'D231458907UTO7408122F1204159<<<<<<<6'];
const ERIKSSON = { surname: 'ERIKSSON', givenNames: 'ANNA MARIA' };

export const SPECIMENS: readonly Specimen[] = [
  {
    file: 'id-che.jpg',
    label: 'Swiss ID card, back (TD1)',
    pxPerCharacter: 8.3,
    zone: ['IDCHES0002068<8<<<<<<<<<<<<<<<', '8102287F1301014CHE<<<<<<<<<<<4', 'VADIS<<QUO<<<<<<<<<<<<<<<<<<<<'],
    birthDate: '1981-02-28',
    expiryDate: '2013-01-01',
  },
  {
    file: 'id-usa.jpg',
    label: 'US employment card, back (TD1)',
    pxPerCharacter: 10.3,
    zone: ['IAUSA0000000033LIN1044750079<<', '5808175F1004027COD<<<<<<<<<<<7', 'SPECIMEN<<TEST<VOID<<<<<<<<<<<'],
    birthDate: '1958-08-17',
    expiryDate: '2010-04-02',
    specimen: true,
  },
  {
    file: 'pass-lva.jpg',
    label: 'Latvian travel document, turned a quarter',
    pxPerCharacter: 24.3,
    zone: ['PALVAMOHAMADA<<FARIDA<<<<<<<<<<<<<<<<<<<<<<<', 'LT00000004XXC8605102F1210314111111<11648<<86'],
    birthDate: '1986-05-10',
    expiryDate: '2012-10-31',
    printed: { surname: 'MOHAMADA', givenNames: 'FARIDA' },
  },
  {
    file: 'pass-nld.jpg',
    label: 'Dutch passport, faint print',
    pxPerCharacter: 9.0,
    zone: ['P<NLDMEULENDIJK<<LOES<ALBERTINE<<<<<<<<<<<<<', 'XA00000148NLD7110195F0604121123456782<<<<<02'],
    birthDate: '1971-10-19',
    expiryDate: '2006-04-12',
    printed: { surname: 'MEULENDIJK', givenNames: 'Loes Albertine' },
  },
  {
    file: 'pass-lux.jpg',
    label: 'Luxembourg passport, in perspective',
    pxPerCharacter: 32,
    zone: ['P<LUXMAUS<<KETTY<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'S998527<<4LUX7806201F110808403060021041<<<96'],
    birthDate: '1978-06-20',
    expiryDate: '2011-08-08',
    printed: { surname: 'Maus', givenNames: 'Ketty' },
  },
  {
    file: 'pass-hrv.jpg',
    label: 'Croatian passport, red overprint on the zone',
    pxPerCharacter: 11.9,
    zone: ['P<HRVSPECIMEN<<SPECIMEN<<<<<<<<<<<<<<<<<<<<<', '0070070071HRV8212258F1407019<<<<<<<<<<<<<<06'],
    birthDate: '1982-12-25',
    expiryDate: '2014-07-01',
    printed: { surname: 'SPECIMEN', givenNames: 'SPECIMEN' },
    specimen: true,
  },
  {
    file: 'pass-cze.jpg',
    label: 'Czech passport (2002), patterned page',
    pxPerCharacter: 11.9,
    zone: ['P<CZESPECIMEN<<VZOR<<<<<<<<<<<<<<<<<<<<<<<<<', '99003853<1CZE1101018M1207046110101111<<<<<94'],
    birthDate: '1911-01-01',
    expiryDate: '2012-07-04',
    printed: { surname: 'SPECIMEN', givenNames: 'Vzor' },
    specimen: true,
  },
  {
    file: 'pass-cze2.jpg',
    label: 'Czech passport (2006)',
    pxPerCharacter: 12.0,
    zone: ['P<CZESPECIMEN<<VZOR<<<<<<<<<<<<<<<<<<<<<<<<<', '99009054<4CZE6906229F16072996956220612<<<<74'],
    birthDate: '1969-06-22',
    expiryDate: '2016-07-29',
    printed: { surname: 'SPECIMEN', givenNames: 'VZOR' },
    specimen: true,
  },
  {
    file: 'pass2-uto.jpg',
    label: 'ICAO Doc 9303 TD2 figure (UTO)',
    pxPerCharacter: 16.4,
    zone: ICAO_TD2,
    birthDate: '1974-08-12',
    expiryDate: '2012-04-15',
    printed: ERIKSSON,
    specimen: true,
  },
  {
    file: 'pass-uto.jpg',
    label: 'ICAO Doc 9303 passport figure (UTO)',
    pxPerCharacter: 14.8,
    zone: ICAO_TD3,
    birthDate: '1974-08-12',
    expiryDate: '2012-04-15',
    printed: ERIKSSON,
    specimen: true,
  },
  {
    file: 'pass-bdr.jpg',
    label: 'Bundesdruckerei specimen passport (BDR)',
    pxPerCharacter: 36.8,
    zone: ['P<BDRMUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<', 'CA000000<4D<<6408125F1802212<<<<<<<<<<<<<<<6'],
    birthDate: '1964-08-12',
    expiryDate: '2018-02-21',
    printed: { surname: 'MUSTERMANN', givenNames: 'ERIKA' },
    specimen: true,
  },
  {
    file: 'pass-chn.jpg',
    label: 'Taiwanese passport (2004)',
    pxPerCharacter: 9.4,
    zone: ['P<TWNLIN<<MEI<HUA<<<<<<<<<<<<<<<<<<<<<<<<<<<', '0000000000TWN7601015F1404018A234567893<<<<18'],
    birthDate: '1976-01-01',
    expiryDate: '2014-04-01',
    printed: { surname: 'LIN', givenNames: 'MEI-HUA' },
  },
  {
    file: 'pass-fin.jpg',
    label: 'Finnish passport',
    pxPerCharacter: 11.9,
    zone: ['P<FINVIRTANEN<<MARIA<OLIVIA<<<<<<<<<<<<<<<<<', 'XP82716024FIN7112214F1108213211271<426U<<<04'],
    birthDate: '1971-12-21',
    expiryDate: '2011-08-21',
    printed: { surname: 'Virtanen', givenNames: 'Maria Olivia' },
  },
  {
    file: 'pass-isl.jpg',
    label: 'Icelandic passport',
    pxPerCharacter: 11.9,
    zone: ['P<ISLAEVARSDOTTIR<<THURIDUR<OESP<<<<<<<<<<<<', 'A0000000<0ISL6612315F0905264311266<9539<<<32'],
    birthDate: '1966-12-31',
    expiryDate: '2009-05-26',
    printed: { surname: 'ÆVARSDÓTTIR', givenNames: 'ÞURÍÐUR ÖSP' },
    kennitala: '311266-9539',
  },
  {
    file: 'pass-ltu.jpg',
    label: 'Lithuanian passport',
    pxPerCharacter: 10.4,
    zone: ['P<LTUBASANAVICIENE<<BIRUTE<<<<<<<<<<<<<<<<<<', '00000000<0LTU5911239F120101145911231023<<<16'],
    birthDate: '1959-11-23',
    expiryDate: '2012-01-01',
    printed: { surname: 'BASANAVIČIENĖ', givenNames: 'BIRUTĖ' },
  },
  {
    file: 'pass-polx.jpg',
    label: 'Polish passport, printer’s sample',
    pxPerCharacter: 11.7,
    zone: ['P<POLKOWALSKA<KWIATKOWSKA<<JOANNA<<<<<<<<<<<', 'AA00000000POL6002084F1412314<<<<<<<<<<<<<<<4'],
    birthDate: '1960-02-08',
    expiryDate: '2014-12-31',
    printed: { surname: 'KOWALSKA-KWIATKOWSKA', givenNames: 'JOANNA' },
  },
  {
    file: 'pass-twn.jpg',
    label: 'Taiwanese passport (1995), expired 1998',
    pxPerCharacter: 9.4,
    zone: ['P<TWNLIN<<CHIEN<SHENG<<<<<<<<<<<<<<<<<<<<<<<', 'M000004264TWN6803029M9801048F122187664<<<<66'],
    birthDate: '1968-03-02',
    expiryDate: '1998-01-04',
    printed: { surname: 'LIN', givenNames: 'CHIEN-SHENG' },
  },
  {
    file: 'pass-pol.jpg',
    label: 'Polish passport',
    pxPerCharacter: 12.2,
    zone: ['P<POLKOWALSKA<<ANNA<<<<<<<<<<<<<<<<<<<<<<<<<', 'ZS00001774POL7203305F1607130<<<<<<<<<<<<<<08'],
    birthDate: '1972-03-30',
    expiryDate: '2016-07-13',
    printed: { surname: 'KOWALSKA', givenNames: 'ANNA' },
  },
  {
    file: 'pass-can.jpg',
    label: 'Canadian passport',
    pxPerCharacter: 9.2,
    zone: ['P<CANMARTIN<<SARAH<<<<<<<<<<<<<<<<<<<<<<<<<<', 'ZE000509<9CAN8501019F2301147<<<<<<<<<<<<<<08'],
    birthDate: '1985-01-01',
    expiryDate: '2023-01-14',
    printed: { surname: 'MARTIN', givenNames: 'SARAH' },
  },
  {
    file: 'pass-hun.jpg',
    label: 'Hungarian passport',
    pxPerCharacter: 12.2,
    zone: ['P<HUNHANDRA<<ROZALIA<IRMA<<<<<<<<<<<<<<<<<<<', 'BD00020282HUN7802225F2203012<<<<<<<<<<<<<<06'],
    birthDate: '1978-02-22',
    expiryDate: '2022-03-01',
    printed: { surname: 'HANDRA', givenNames: 'ROZÁLIA IRMA' },
  },
  {
    file: 'pass-aus.jpg',
    label: 'Australian passport, phone photo turned 18°',
    pxPerCharacter: 20.8,
    zone: ['P<AUSCITIZEN<<JANE<<<<<<<<<<<<<<<<<<<<<<<<<<', 'PA09404097AUS8406077F1903212<17331334P<<<<08'],
    birthDate: '1984-06-07',
    expiryDate: '2019-03-21',
    printed: { surname: 'CITIZEN', givenNames: 'JANE' },
  },
  {
    file: 'icao-td3.jpg',
    label: 'ICAO passport specimen, redrawn (UTO)',
    pxPerCharacter: 24,
    zone: ICAO_TD3,
    birthDate: '1974-08-12',
    expiryDate: '2012-04-15',
    printed: ERIKSSON,
    specimen: true,
  },
  {
    file: 'icao-td2.jpg',
    label: 'ICAO TD2 specimen, redrawn (UTO)',
    pxPerCharacter: 29,
    zone: ICAO_TD2,
    birthDate: '1974-08-12',
    expiryDate: '2012-04-15',
    printed: ERIKSSON,
    specimen: true,
  },
  {
    file: 'id-d.jpg',
    label: 'German ID card, back (TD1)',
    pxPerCharacter: 7.2,
    zone: ['IDD<<T220001293<<<<<<<<<<<<<<<', '6408125<2010315D<<<<<<<<<<<<<4', 'MUSTERMANN<<ERIKA<<<<<<<<<<<<<'],
    birthDate: '1964-08-12',
    expiryDate: '2020-10-31',
  },
  {
    file: 'pass-fra.jpg',
    label: 'French diplomatic passport',
    pxPerCharacter: 7.6,
    zone: ['P<FRAULYSSE<<CHRISTOPHE<<<<<<<<<<<<<<<<<<<<<', '08CD503380FRA6004103M1806058<<<<<<<<<<<<<<06'],
    birthDate: '1960-04-10',
    expiryDate: '2018-06-05',
    printed: { surname: 'ULYSSE', givenNames: 'Christophe' },
  },
  {
    file: 'pass-egy.jpg',
    label: 'Egyptian passport',
    pxPerCharacter: 5.5,
    zone: ['P<EGYMABROUK<<ALAAELDIN<ISMAIL<MOHAMED<<<<<<', 'A000513764EGY6002202M1503151<<<<<<<<<<<<<<06'],
    birthDate: '1960-02-20',
    expiryDate: '2015-03-15',
  },
  {
    file: 'pass-uto-small.jpg',
    label: 'ICAO Doc 9303 passport figure, small (UTO)',
    pxPerCharacter: 5.5,
    zone: ICAO_TD3,
    birthDate: '1974-08-12',
    expiryDate: '2012-04-15',
    printed: ERIKSSON,
    specimen: true,
  },
  {
    file: 'pass-gbr.jpg',
    label: 'British passport',
    pxPerCharacter: 5.4,
    zone: ['P<GBRUNITED<KINGDOM<TWENTY<SIX<<JODIE<PIPPA<', '1071828900GBR8501178F1601312<<<<<<<<<<<<<<06'],
    birthDate: '1985-01-17',
    expiryDate: '2016-01-31',
    printed: { surname: 'UNITED-KINGDOM-TWENTY-SIX', givenNames: 'JODIE PIPPA' },
  },
  { file: 'id-esp.jpg', label: 'Spanish ID card, illustration', pxPerCharacter: 12.1, noValidZone: 'an Ñ in the zone; check digits fail' },
  { file: 'id-si.jpg', label: 'Slovenian ID card', pxPerCharacter: 16.3, noValidZone: 'state SI<, not an ICAO code' },
  { file: 'id-mac.jpg', label: 'Macau ID card', pxPerCharacter: 8.3, noValidZone: 'no nationality' },
  { file: 'id-rou.jpg', label: 'Romanian ID card (TD2)', pxPerCharacter: 11.4, noValidZone: 'nationality 132, not an ICAO code' },
  { file: 'card-cmw.jpg', label: 'Fictional card (CMW), not OCR-B', pxPerCharacter: 25.9, noValidZone: 'state CMW; composite fails' },
  { file: 'id-usa-prc.jpg', label: 'US permanent resident card (1997)', pxPerCharacter: 8.4, noValidZone: 'check digits fail' },
  { file: 'visa-usa.jpg', label: 'US visa (MRV-A)', pxPerCharacter: 14.9, noValidZone: 'a visa, not an identity document' },
  { file: 'visa-polx.jpg', label: 'Polish visa (MRV-B)', pxPerCharacter: 13.3, noValidZone: 'a visa, not an identity document' },
];

/** Beside this file; from a bundle (the bench's), under the working folder, the repository's root. */
function folder(): string {
  const beside = path.join(path.dirname(fileURLToPath(import.meta.url)), 'specimens');
  return existsSync(beside) ? beside : path.resolve('test/helpers/identity-documents/specimens');
}

/** The stored bytes of a specimen (a JPEG, as the app stored it). */
export function specimenBytes(specimen: Specimen): Promise<Buffer> {
  return readFile(path.join(folder(), specimen.file));
}

export function specimenNamed(file: string): Specimen {
  const found = SPECIMENS.find((specimen) => specimen.file === file);
  if (found === undefined) throw new Error(`no specimen ${file}`);
  return found;
}
