/** The dispensary's page links each role sees (through the permission table, core/policy.ts). */
import type { StaffRole } from '@core/constants';
import type { MessageKey } from '@core/i18n/catalog';
import { can, type Capability } from '@core/policy';

const PAGES: { to: string; label: MessageKey; permission: Capability }[] = [
  { to: '/staff/dispensary', label: 'dispensary.back', permission: 'stock.view' },
  { to: '/staff/dispensary/catalogue', label: 'dispensary.stock.catalogue', permission: 'stock.view' },
  { to: '/staff/dispensary/receive', label: 'dispensary.stock.receive', permission: 'stock.receive' },
  { to: '/staff/dispensary/sale', label: 'dispensary.sale.link', permission: 'sales.sell' },
  { to: '/staff/dispensary/invoices', label: 'dispensary.invoices.link', permission: 'sales.view' },
  { to: '/staff/dispensary/counter', label: 'dispensing.nav', permission: 'dispensing.dispense' },
  { to: '/staff/dispensary/reports', label: 'dispensary.reports.title', permission: 'stock.reports' },
];

export function dispensaryLinks(role: StaffRole, here: string, t: (key: MessageKey) => string): { to: string; label: string }[] {
  return PAGES.filter((p) => p.to !== here && can(role, p.permission)).map((p) => ({ to: p.to, label: t(p.label) }));
}
