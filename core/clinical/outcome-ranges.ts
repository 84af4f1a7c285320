/**
 * The fixed numbers of outcomes (decision 0068), apart from the schemas: the message catalogs word
 * the refusals and the suppression rule from them without pulling zod into every page.
 */
/** Pain on the 0-10 numeric rating scale, whole numbers. */
export const PAIN_RANGE = { min: 0, max: 10, step: 1 } as const;
/** Fewer patients than this in a group: the group's figures are not shown. */
export const MIN_GROUP_PATIENTS = 5;
