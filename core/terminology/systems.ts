/** The terminologies a diagnosis may be coded in (decision 0061). */
export const TERMINOLOGY_SYSTEMS = ['namaste-ayurveda', 'icd11-tm2', 'icd11-mms'] as const;
export type TerminologySystem = (typeof TERMINOLOGY_SYSTEMS)[number];

export const isTerminologySystem = (value: string): value is TerminologySystem =>
  (TERMINOLOGY_SYSTEMS as readonly string[]).includes(value);

/** A coded diagnosis's key where terms are looked up by it (a case sheet's `codedTerms`): its system and code. */
export const codedKey = (system: TerminologySystem, code: string) => `${system} ${code}`;
