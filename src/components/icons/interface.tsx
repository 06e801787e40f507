import { icon } from './icon'

/** Controls: menus, dialogs, carousels, links onward, search. */
export const MenuIcon = icon('menu', [
  ['path', { d: 'M4 5h16' }],
  ['path', { d: 'M4 12h16' }],
  ['path', { d: 'M4 19h16' }],
])
export const CloseIcon = icon('close', [
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
])
export const ChevronDownIcon = icon('chevron-down', [['path', { d: 'm6 9 6 6 6-6' }]])
export const ChevronLeftIcon = icon('chevron-left', [['path', { d: 'm15 18-6-6 6-6' }]], { points: true })
export const ChevronRightIcon = icon('chevron-right', [['path', { d: 'm9 18 6-6-6-6' }]], { points: true })
export const ArrowRightIcon = icon(
  'arrow-right',
  [
    ['path', { d: 'M5 12h14' }],
    ['path', { d: 'm12 5 7 7-7 7' }],
  ],
  { points: true },
)
export const SearchIcon = icon('search', [
  ['path', { d: 'm21 21-4.34-4.34' }],
  ['circle', { cx: '11', cy: '11', r: '8' }],
])
