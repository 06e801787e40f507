import { icon } from './icon'

/** Controls: menus, dialogs, carousels, links onward, search. */
export const MenuIcon = icon([
  ['path', { d: 'M4 5h16' }],
  ['path', { d: 'M4 12h16' }],
  ['path', { d: 'M4 19h16' }],
])
export const CloseIcon = icon([
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
])
export const ChevronDownIcon = icon([['path', { d: 'm6 9 6 6 6-6' }]])
export const ChevronLeftIcon = icon([['path', { d: 'm15 18-6-6 6-6' }]])
export const ChevronRightIcon = icon([['path', { d: 'm9 18 6-6-6-6' }]])
export const ArrowRightIcon = icon([
  ['path', { d: 'M5 12h14' }],
  ['path', { d: 'm12 5 7 7-7 7' }],
])
export const SearchIcon = icon([
  ['path', { d: 'm21 21-4.34-4.34' }],
  ['circle', { cx: '11', cy: '11', r: '8' }],
])
