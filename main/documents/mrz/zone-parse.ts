import { parse } from 'mrz';
import type { MrzRead } from '$shared/documents/document-reading';
import { isSpecimenState } from '$shared/documents/specimens';
import { ZONE_PLACES, zoneText } from '$shared/documents/zone-places';
import { birthDateFromZone, expiryDateFromZone } from './zone-dates';
import type { ZoneFormat } from './zone-layout';

export type ZoneFields = Omit<MrzRead, 'nameConfirmedByPage' | 'printedName' | 'namesClear'>;

const SEX: Record<string, MrzRead['sex']> = { male: 'male', female: 'female' };

/**
 * The zone's fields when the `mrz` package finds every field valid: every check digit (the
 * composite too) computes and the state codes are ICAO's, or a specimen's (UTO, BDR), which no
 * check digit covers. Anything less is no reading. The optional data is the zone's own, fillers
 * removed: the package turns a filler inside it into a space (Iceland's `311266<9539`).
 */
export function parseZone(format: ZoneFormat, lines: readonly string[], today: Date): ZoneFields | undefined {
  let parsed;
  try {
    parsed = parse([...lines]);
  } catch {
    return undefined;
  }
  if (parsed.format !== format) return undefined;
  const places = ZONE_PLACES[format];
  const issuingState = zoneText(lines, places.issuingState);
  const nationality = zoneText(lines, places.nationality);
  const specimenCode = (field: string | null) =>
    (field === 'issuingState' && isSpecimenState(issuingState)) || (field === 'nationality' && isSpecimenState(nationality));
  if (!parsed.details.every((detail) => detail.valid || specimenCode(detail.field))) return undefined;
  const f = parsed.fields;
  return {
    kind: 'mrz',
    outcome: 'read',
    format,
    lines: [...lines],
    documentNumber: f.documentNumber ?? '',
    issuingState,
    nationality,
    surname: f.lastName ?? '',
    givenNames: f.firstName ?? '',
    birthDate: birthDateFromZone(f.birthDate ?? '', today),
    expiryDate: expiryDateFromZone(f.expirationDate ?? '', today),
    sex: SEX[f.sex ?? ''] ?? 'unspecified',
    optionalData: places.optional
      .map((place) => zoneText(lines, place))
      .join('')
      .replace(/</g, ''),
  };
}
