import { sentNoticeId } from './afterSuccess'
import { dismissClass, dismissIcon, NoticeCard } from './client/NoticeCard'
import { SentNotice } from './client/SentNotice'
import { forms, formNames } from './definitions'


/**
 * Every page's thank-you notices: the one an enhanced form announces, and one per form for a
 * plain post, whose answer sends the browser to `#sent-<form>` where CSS (`:target`) shows it.
 */
export function SentNotices() {
  return (
    <>
      <SentNotice />
      {formNames.map((name) => (
        <NoticeCard
          key={name}
          id={sentNoticeId(name)}
          message={forms[name].successMessage}
          className="hidden target:flex"
          dismiss={
            <a href="#main" aria-label="Dismiss" className={dismissClass}>
              {dismissIcon}
            </a>
          }
        />
      ))}
    </>
  )
}
