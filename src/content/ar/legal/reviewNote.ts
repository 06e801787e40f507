/**
 * The note that opens the Arabic legal pages: the first paragraph of their intro, so that it shows
 * at the top of the page without any other change. Remove it once counsel has approved the text.
 */
export const legalReviewNoteAr =
  'تنبيه: هذا النص العربي ترجمة للنص الإنجليزي أُعدّت للاطلاع، وهو قيد المراجعة القانونية ولم يعتمده مستشارنا القانوني بعد. وفي حال وجود أي اختلاف أو تعارض بين النصين، يسود النص الإنجليزي ويكون هو المرجع.'
