/** The five business-entity types, each with its own submission endpoint (spec §1.3, §4). */
export const ENTITY_TYPES = ['soletrader', 'publiclimitedcompany', 'privatelimitedcompany', 'partnership', 'other'] as const;

export type EntityType = (typeof ENTITY_TYPES)[number];

export function isEntityType(value: unknown): value is EntityType {
  return typeof value === 'string' && (ENTITY_TYPES as readonly string[]).includes(value);
}

/**
 * Endpoint paths per type, in the order a client should try them. The spec spells the private
 * limited company path both `privatelimitedcompany` and `privateLlimitedcompany` (§4.1.5).
 */
export const SUBMISSION_PATHS: Record<EntityType, readonly string[]> = {
  soletrader: ['/soletrader'],
  publiclimitedcompany: ['/publiclimitedcompany'],
  privatelimitedcompany: ['/privatelimitedcompany', '/privateLlimitedcompany'],
  partnership: ['/partnership'],
  other: ['/other'],
};

/** Types that carry `applicant` instead of `company` and `persons` (spec §2.1). */
export function hasApplicant(type: EntityType): boolean {
  return type === 'soletrader';
}

/** Types whose application has `additionalAttachments` (spec §2.1). */
export function hasAdditionalAttachments(type: EntityType): boolean {
  return type === 'soletrader' || type === 'publiclimitedcompany' || type === 'privatelimitedcompany';
}

/** Types whose company has the two flags and whose persons have `share` (spec §2.3, §2.4). */
export function hasOwnershipFields(type: EntityType): boolean {
  return type === 'partnership' || type === 'other';
}
