import { z } from 'zod';
import { countryCode, postalCode, text } from './formats';

export const AddressSchema = z.strictObject({
  street: text(200),
  postalCode,
  city: text(100),
  countryCode,
});
export type Address = z.infer<typeof AddressSchema>;
