/** The booking link that preselects a department. */
export const bookDepartmentHref = (department: string) => `/book-consultation?department=${encodeURIComponent(department)}`;
