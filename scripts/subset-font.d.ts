/** subset-font 2.9's API (@types/subset-font describes 2.3, without keepFeatures or noHinting). */
declare module 'subset-font' {
  type SubsetFontOptions = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
    preserveNameIds?: number[]
    keepFeatures?: string[]
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
    noLayoutClosure?: boolean
    glyphNames?: boolean
    noHinting?: boolean
    dropTables?: string[]
    keepAllGlyphs?: boolean
  }

  function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>
  export = subsetFont
}
