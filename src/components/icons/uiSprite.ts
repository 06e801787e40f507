import * as benefits from './benefits'
import * as contact from './contact'
import * as controls from './interface'

/** Every UI icon's <symbol>, served once at uiSpritePath. */
export const uiSymbols = () => [...Object.values(controls), ...Object.values(contact), ...Object.values(benefits)].map((icon) => icon.symbol)
