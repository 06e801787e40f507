/**
 * The page's first script, inline at the top of the body (Site.astro; bundled by the `site:scripts`
 * integration): lead forms submitted before their enhancement has loaded are held for it.
 */
import { enhancementWaitMs, holdEarlySubmissions, pendingAttribute, pendingSubmitEvent } from '../../features/forms/client/submitGuard'

holdEarlySubmissions(pendingSubmitEvent, pendingAttribute, enhancementWaitMs)
