/** The link to a treatment page: `&` is encoded, as in the header menu ('skin&hair' -> '/treatments/skin%26hair'). */
export const treatmentHref = (path: string) => `/treatments/${encodeURIComponent(path)}`;
