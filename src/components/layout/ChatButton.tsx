import { SocialIcon } from '@/components/icons/social'
import { words } from '@/features/site/words'

/** The floating button that starts a WhatsApp chat with the company. */
export function ChatButton({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={words().chat.label}
      className="chat-button"
    >
      <SocialIcon network="whatsapp" className="size-7" />
    </a>
  )
}
