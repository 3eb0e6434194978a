import type { MrzRead } from '$shared/documents/document-reading';

/** A valid reading of an Icelandic ID card (TD1) of Guðrún Anna Jónsdóttir, as a reader answers one. */
export function icelandicIdReading(overrides: Partial<MrzRead> = {}): MrzRead {
  return {
    kind: 'mrz',
    outcome: 'read',
    format: 'TD1',
    lines: ['IDISLA1234567<8<<<<<<<<<<<<<<<', '7401125F3001014ISL1201743389<5', 'JONSDOTTIR<<GUDRUN<ANNA<<<<<<<'],
    documentNumber: 'A1234567',
    issuingState: 'ISL',
    nationality: 'ISL',
    surname: 'JONSDOTTIR',
    givenNames: 'GUDRUN ANNA',
    birthDate: '1974-01-12',
    expiryDate: '2030-01-01',
    sex: 'female',
    optionalData: '1201743389',
    nameConfirmedByPage: true,
    ...overrides,
  };
}
