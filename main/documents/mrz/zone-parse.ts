import { parse } from 'mrz';
import type { MrzRead } from '$shared/documents/document-reading';
import { birthDateFromZone, expiryDateFromZone } from './zone-dates';
import type { ZoneFormat } from './zone-layout';

export type ZoneFields = Omit<MrzRead, 'nameConfirmedByPage' | 'printedName'>;

const SEX: Record<string, MrzRead['sex']> = { male: 'male', female: 'female' };

/**
 * The zone's fields when the `mrz` package finds every field valid: every check digit (the
 * composite too) computes and the state codes are ICAO's. Anything less is no reading.
 */
export function parseZone(format: ZoneFormat, lines: readonly string[], today: Date): ZoneFields | undefined {
  let parsed;
  try {
    parsed = parse([...lines]);
  } catch {
    return undefined;
  }
  if (!parsed.valid || parsed.format !== format) return undefined;
  const f = parsed.fields;
  const optional = [f.optional1, f.optional2, f.personalNumber].filter((part): part is string => typeof part === 'string' && part !== '');
  return {
    kind: 'mrz',
    outcome: 'read',
    format,
    lines: [...lines],
    documentNumber: f.documentNumber ?? '',
    issuingState: lines[0]!.slice(2, 5),
    nationality: format === 'TD1' ? lines[1]!.slice(15, 18) : lines[1]!.slice(10, 13),
    surname: f.lastName ?? '',
    givenNames: f.firstName ?? '',
    birthDate: birthDateFromZone(f.birthDate ?? '', today),
    expiryDate: expiryDateFromZone(f.expirationDate ?? ''),
    sex: SEX[f.sex ?? ''] ?? 'unspecified',
    optionalData: optional.join('').replace(/</g, ''),
  };
}
