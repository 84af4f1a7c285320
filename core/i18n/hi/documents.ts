import type { documents as en } from '@core/i18n/en/documents';

export const documents = {
  'documents.phone': 'फ़ोन',
  'documents.email': 'ई-मेल',
  'documents.pageOf': 'पृष्ठ {page} / {pages}',
  'documents.computerGenerated': 'यह दस्तावेज़ {clinic} द्वारा बनाया गया है।',
} satisfies Record<keyof typeof en, string>;
