/**
 * `npm run notices:templates`: what to register for the patient notices (decision 0023), as Markdown:
 * per kind and language the DLT pattern (SMS) and the setting for its template id, and the WhatsApp
 * template name with its body parameters in order.
 */
import { LOCALES } from '../core/i18n/locales.ts';
import { NOTICE_KINDS, smsTemplateKey } from '../core/notice-kinds.ts';
import { dltPattern, WHATSAPP_TEMPLATES } from '../server/notify/notice-templates.ts';

const lines = ['# Notice templates', ''];
for (const kind of NOTICE_KINDS) {
  const whatsapp = WHATSAPP_TEMPLATES[kind];
  lines.push(`## ${kind}`, '');
  lines.push(
    `WhatsApp template \`${whatsapp.name}\` (en, hi), body parameters: ${whatsapp.parameters.map((p, i) => `{{${i + 1}}} ${p}`).join(', ')}`,
    '',
  );
  for (const locale of LOCALES) lines.push(`- ${smsTemplateKey(kind, locale)}: \`${dltPattern(kind, locale)}\``);
  lines.push('');
}
console.log(lines.join('\n'));
