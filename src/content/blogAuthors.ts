/** The studio's people who write the demo blog: each post names one or two of them (blogCategories.ts says which). */
export type AuthorCopy = {
  /** The key of their drawn portrait: author-{key}. */
  key: string
  name: string
  role: string
  bio: string
  photoAlt: string
}

export const demoAuthors = [
  {
    key: 'layla-haddad',
    name: 'Layla Haddad',
    role: 'Design Director',
    bio: 'Layla has shaped villas, hotel suites and restaurants across the Gulf for fifteen years. She leads every concept the studio presents and still sketches the first plan of each by hand.',
    photoAlt: 'Portrait of Layla Haddad, Design Director',
  },
  {
    key: 'omar-farouk',
    name: 'Omar Farouk',
    role: 'Head of Fit-Out Delivery',
    bio: 'Omar runs our sites, from the first permit drawing to the snagging walk. A civil engineer by training, he has handed over more than two hundred offices, shops and clinics in Dubai.',
    photoAlt: 'Portrait of Omar Farouk, Head of Fit-Out Delivery',
  },
  {
    key: 'priya-menon',
    name: 'Priya Menon',
    role: 'Senior Interior Designer',
    bio: 'Priya designs homes for families who plan to stay. She is happiest solving storage in a tower apartment or turning an older villa into one that works for three generations.',
    photoAlt: 'Portrait of Priya Menon, Senior Interior Designer',
  },
  {
    key: 'karim-nasser',
    name: 'Karim Nasser',
    role: 'Joinery and Materials Lead',
    bio: 'Karim leads our joinery workshop in Al Quoz and the material library beside it. He tests every veneer, stone and fabric against Dubai heat and humidity before it reaches a client.',
    photoAlt: 'Portrait of Karim Nasser, Joinery and Materials Lead',
  },
] as const satisfies readonly AuthorCopy[]

export type AuthorKey = (typeof demoAuthors)[number]['key']
