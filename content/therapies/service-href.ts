/** The link to a therapy page ('shiro-dhara' -> '/services/shiro-dhara'), encoded as treatmentHref is. */
export const serviceHref = (route: string) => `/services/${encodeURIComponent(route)}`;
