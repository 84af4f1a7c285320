import { whatsappLink } from '@core/clinic';
import { useT } from '~/i18n/provider';
import { cn } from '~/ui/cn';
import { MessageCircle } from '~/ui/icons';
import { useRootData } from '~/shell/root-data';

/**
 * "Chat with us on WhatsApp": the clinic's wa.me link, plain markup (no script), in a
 * new tab. Nothing when the clinic has no WhatsApp number.
 */
export function WhatsAppChatLink({ className, iconClassName = 'h-4 w-4' }: { className?: string; iconClassName?: string }) {
  const { t } = useT();
  const href = whatsappLink(useRootData().clinic);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="whatsapp-chat"
      className={cn('inline-flex items-center gap-2', className)}
    >
      <MessageCircle className={cn('shrink-0', iconClassName)} aria-hidden="true" />
      {t('footer.chatOnWhatsApp')}
      <span className="sr-only"> {t('footer.opensInNewTab')}</span>
    </a>
  );
}
