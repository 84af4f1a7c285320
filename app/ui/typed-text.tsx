import { textLocale } from '@core/i18n/locales';

/**
 * Text someone typed (a patient's symptoms, a doctor's specializations), marked with its own
 * language, which may not be the page's: a screen reader then reads it with the right voice.
 */
export function TypedText({ text }: { text: string }) {
  return <span lang={textLocale(text)}>{text}</span>;
}
