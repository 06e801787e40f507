import { SocialIcon } from '@/components/icons/social'

/** The floating button that starts a WhatsApp chat with the company. */
export function ChatButton({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      className="fixed end-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#1f7a4d] text-white shadow-lg transition-transform hover:scale-105 focus-visible:scale-105"
    >
      <SocialIcon network="whatsapp" className="size-7" />
    </a>
  )
}
