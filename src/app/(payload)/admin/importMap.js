import { EnglishBeside as EnglishBeside_8450a3ca9e8a9643bae0e043ba77c29f } from '@/cms/localization/admin/EnglishBeside'
import { BlockLabel as BlockLabel_282d270ba25eba07ba6058d67d3002a5 } from '@/cms/admin/BlockLabel'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RowLabel as RowLabel_2a8457604a4c138624cc696843a5e980 } from '@/cms/admin/RowLabel'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { ViewOnSite as ViewOnSite_72bdcf3e1e36612ee7f22247377dcfb6 } from '@/cms/admin/ViewOnSite'
import { OldAddresses as OldAddresses_d6e4deacc8362cb1c0fefc5c9062f86e } from '@/features/redirects/admin/OldAddresses'
import { AddressField as AddressField_382253f3b1d2379d2ca97aea5405a0df } from '@/cms/admin/AddressField'
import { CompanyDateCell as CompanyDateCell_9c1a94ac1f0e7635f7f9ca8a641f605c } from '@/features/companyTime/admin/CompanyDateCell'
import { DiscardUntouched as DiscardUntouched_882e79ea8587eae91766723bb7fbd73c } from '@/cms/drafts/DiscardUntouched'
import { MediaListView as MediaListView_a9d66fc1e67c0790ff3f94a0076ef0ef } from '@/cms/admin/media/MediaListView'
import { FromField as FromField_75bfd7a36c62f6dcdf13539875d30c24 } from '@/features/redirects/admin/FromField'
import { RedirectFile as RedirectFile_c5cb448795bf3c7443a0ec1a395e50e3 } from '@/features/redirects/admin/RedirectFile'
import { RedirectThisCell as RedirectThisCell_3f2662f2b01803d80b859cd603ac559a } from '@/features/redirects/admin/RedirectThisCell'
import { RedirectThisButton as RedirectThisButton_3f2662f2b01803d80b859cd603ac559a } from '@/features/redirects/admin/RedirectThisCell'
import { MissKindFilters as MissKindFilters_72f9240d469a70a5d76d6d9d42b4caba } from '@/features/redirects/admin/MissKindFilters'
import { ContactLinkCell as ContactLinkCell_58a7af2bdfc1ab230d86669072db5bde } from '@/features/forms/admin/ContactLink'
import { ContactLinkField as ContactLinkField_58a7af2bdfc1ab230d86669072db5bde } from '@/features/forms/admin/ContactLink'
import { NotSpamButton as NotSpamButton_228d9fa03eac681d7b7f1dcfd2fc80f7 } from '@/features/forms/spam/admin/NotSpamButton'
import { LeadDeliveries as LeadDeliveries_dc8ff46c87da0d417d010376087e7633 } from '@/features/webhooks/admin/LeadDeliveries'
import { ExportListMenuItem as ExportListMenuItem_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { LeadQuickFilters as LeadQuickFilters_cb4eaf095fd85446b8de1062c9d38335 } from '@/features/forms/admin/LeadQuickFilters'
import { TwoFactorField as TwoFactorField_9f6f0c823b7334b16d2df0ba16067a12 } from '@/features/twoFactor/admin/TwoFactorField'
import { InviteColleague as InviteColleague_27a28247d9dd10a2059ee50eec984f74 } from '@/features/team/admin/InviteColleague'
import { FormatField as FormatField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { LimitField as LimitField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { Page as Page_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortBy as SortBy_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortOrder as SortOrder_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { LocaleField as LocaleField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SelectionToUseField as SelectionToUseField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { FieldsToExport as FieldsToExport_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { CollectionField as CollectionField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportPreview as ExportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportSaveButton as ExportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportPreview as ImportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportSaveButton as ImportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { LinkToDoc as LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { ReindexButton as ReindexButton_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { SigningSecret as SigningSecret_db966593b49f8449f0ce4671bde4c17d } from '@/features/webhooks/admin/SigningSecret'
import { DeliveryActions as DeliveryActions_a64798ec39a51808fd15d166d19a24b1 } from '@/features/webhooks/admin/DeliveryActions'
import { OpeningHoursRowLabel as OpeningHoursRowLabel_9df94e7aad8ec7c67cdf70f0d6052361 } from '@/cms/admin/OpeningHoursRowLabel'
import { WhatsappDiffers as WhatsappDiffers_afe14fbe233fb81a46a8a5a72f04029b } from '@/cms/admin/WhatsappDiffers'
import { SectionDescriptions as SectionDescriptions_ebcd50a252a5b9c6bb37148dcebcb1bb } from '@/cms/admin/SectionDescriptions'
import { AdminIcon as AdminIcon_e2e7c7d5abcbeff08f0d99bfc0269af6 } from '@/cms/admin/brand/AdminIcon'
import { AdminLogo as AdminLogo_2bf43b1a0a41a2b42053782495c8a050 } from '@/cms/admin/brand/AdminLogo'
import { AnalyticsNavLink as AnalyticsNavLink_9260a5f5b7cb50e93e5340cc7763f091 } from '@/features/analytics/admin/AnalyticsNavLink'
import { PersonalDataNavLink as PersonalDataNavLink_5a79bf8dcdd5bfabdeb0be13eddbccb5 } from '@/features/privacy/admin/PersonalDataNavLink'
import { SetUpReminder as SetUpReminder_603d82a0a46a1b992b3f38bbe7e35ae5 } from '@/features/twoFactor/admin/SetUpReminder'
import { NewLeadsSummary as NewLeadsSummary_7f35b5270b3c9d53f2d7454f3ec4c3d2 } from '@/features/forms/admin/NewLeadsSummary'
import { InboxNavLink as InboxNavLink_313310aae9c74eb7163d1c226ca768f9 } from '@/features/inbox/admin/InboxNavLink'
import { CompanyTimeProvider as CompanyTimeProvider_3c319a5d90454659e4ea1919634b1255 } from '@/features/companyTime/admin/CompanyTimeProvider'
import { ImportExportProvider as ImportExportProvider_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { AnalyticsView as AnalyticsView_00cc9dee313f9021d219be8e6ecc67e7 } from '@/features/analytics/admin/AnalyticsView'
import { InboxView as InboxView_ed94dd418e63dc71806b308cf342aaae } from '@/features/inbox/admin/InboxView'
import { PersonalDataView as PersonalDataView_1bf05695e8fcfe657b12bb6f165297f0 } from '@/features/privacy/admin/PersonalDataView'
import { SignInView as SignInView_86fc4072299dc1ed5dcce4e4abc954e3 } from '@/features/twoFactor/admin/SignInView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/cms/localization/admin/EnglishBeside#EnglishBeside": EnglishBeside_8450a3ca9e8a9643bae0e043ba77c29f,
  "@/cms/admin/BlockLabel#BlockLabel": BlockLabel_282d270ba25eba07ba6058d67d3002a5,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/cms/admin/RowLabel#RowLabel": RowLabel_2a8457604a4c138624cc696843a5e980,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@/cms/admin/ViewOnSite#ViewOnSite": ViewOnSite_72bdcf3e1e36612ee7f22247377dcfb6,
  "@/features/redirects/admin/OldAddresses#OldAddresses": OldAddresses_d6e4deacc8362cb1c0fefc5c9062f86e,
  "@/cms/admin/AddressField#AddressField": AddressField_382253f3b1d2379d2ca97aea5405a0df,
  "@/features/companyTime/admin/CompanyDateCell#CompanyDateCell": CompanyDateCell_9c1a94ac1f0e7635f7f9ca8a641f605c,
  "@/cms/drafts/DiscardUntouched#DiscardUntouched": DiscardUntouched_882e79ea8587eae91766723bb7fbd73c,
  "@/cms/admin/media/MediaListView#MediaListView": MediaListView_a9d66fc1e67c0790ff3f94a0076ef0ef,
  "@/features/redirects/admin/FromField#FromField": FromField_75bfd7a36c62f6dcdf13539875d30c24,
  "@/features/redirects/admin/RedirectFile#RedirectFile": RedirectFile_c5cb448795bf3c7443a0ec1a395e50e3,
  "@/features/redirects/admin/RedirectThisCell#RedirectThisCell": RedirectThisCell_3f2662f2b01803d80b859cd603ac559a,
  "@/features/redirects/admin/RedirectThisCell#RedirectThisButton": RedirectThisButton_3f2662f2b01803d80b859cd603ac559a,
  "@/features/redirects/admin/MissKindFilters#MissKindFilters": MissKindFilters_72f9240d469a70a5d76d6d9d42b4caba,
  "@/features/forms/admin/ContactLink#ContactLinkCell": ContactLinkCell_58a7af2bdfc1ab230d86669072db5bde,
  "@/features/forms/admin/ContactLink#ContactLinkField": ContactLinkField_58a7af2bdfc1ab230d86669072db5bde,
  "@/features/forms/spam/admin/NotSpamButton#NotSpamButton": NotSpamButton_228d9fa03eac681d7b7f1dcfd2fc80f7,
  "@/features/webhooks/admin/LeadDeliveries#LeadDeliveries": LeadDeliveries_dc8ff46c87da0d417d010376087e7633,
  "@payloadcms/plugin-import-export/rsc#ExportListMenuItem": ExportListMenuItem_cdf7e044479f899a31f804427d568b36,
  "@/features/forms/admin/LeadQuickFilters#LeadQuickFilters": LeadQuickFilters_cb4eaf095fd85446b8de1062c9d38335,
  "@/features/twoFactor/admin/TwoFactorField#TwoFactorField": TwoFactorField_9f6f0c823b7334b16d2df0ba16067a12,
  "@/features/team/admin/InviteColleague#InviteColleague": InviteColleague_27a28247d9dd10a2059ee50eec984f74,
  "@payloadcms/plugin-import-export/rsc#FormatField": FormatField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#LimitField": LimitField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#Page": Page_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortBy": SortBy_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortOrder": SortOrder_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#LocaleField": LocaleField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SelectionToUseField": SelectionToUseField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#FieldsToExport": FieldsToExport_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#CollectionField": CollectionField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportPreview": ExportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportSaveButton": ExportSaveButton_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportPreview": ImportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportSaveButton": ImportSaveButton_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-search/client#LinkToDoc": LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634,
  "@payloadcms/plugin-search/client#ReindexButton": ReindexButton_aead06e4cbf6b2620c5c51c9ab283634,
  "@/features/webhooks/admin/SigningSecret#SigningSecret": SigningSecret_db966593b49f8449f0ce4671bde4c17d,
  "@/features/webhooks/admin/DeliveryActions#DeliveryActions": DeliveryActions_a64798ec39a51808fd15d166d19a24b1,
  "@/cms/admin/OpeningHoursRowLabel#OpeningHoursRowLabel": OpeningHoursRowLabel_9df94e7aad8ec7c67cdf70f0d6052361,
  "@/cms/admin/WhatsappDiffers#WhatsappDiffers": WhatsappDiffers_afe14fbe233fb81a46a8a5a72f04029b,
  "@/cms/admin/SectionDescriptions#SectionDescriptions": SectionDescriptions_ebcd50a252a5b9c6bb37148dcebcb1bb,
  "@/cms/admin/brand/AdminIcon#AdminIcon": AdminIcon_e2e7c7d5abcbeff08f0d99bfc0269af6,
  "@/cms/admin/brand/AdminLogo#AdminLogo": AdminLogo_2bf43b1a0a41a2b42053782495c8a050,
  "@/features/analytics/admin/AnalyticsNavLink#AnalyticsNavLink": AnalyticsNavLink_9260a5f5b7cb50e93e5340cc7763f091,
  "@/features/privacy/admin/PersonalDataNavLink#PersonalDataNavLink": PersonalDataNavLink_5a79bf8dcdd5bfabdeb0be13eddbccb5,
  "@/features/twoFactor/admin/SetUpReminder#SetUpReminder": SetUpReminder_603d82a0a46a1b992b3f38bbe7e35ae5,
  "@/features/forms/admin/NewLeadsSummary#NewLeadsSummary": NewLeadsSummary_7f35b5270b3c9d53f2d7454f3ec4c3d2,
  "@/features/inbox/admin/InboxNavLink#InboxNavLink": InboxNavLink_313310aae9c74eb7163d1c226ca768f9,
  "@/features/companyTime/admin/CompanyTimeProvider#CompanyTimeProvider": CompanyTimeProvider_3c319a5d90454659e4ea1919634b1255,
  "@payloadcms/plugin-import-export/rsc#ImportExportProvider": ImportExportProvider_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/features/analytics/admin/AnalyticsView#AnalyticsView": AnalyticsView_00cc9dee313f9021d219be8e6ecc67e7,
  "@/features/inbox/admin/InboxView#InboxView": InboxView_ed94dd418e63dc71806b308cf342aaae,
  "@/features/privacy/admin/PersonalDataView#PersonalDataView": PersonalDataView_1bf05695e8fcfe657b12bb6f165297f0,
  "@/features/twoFactor/admin/SignInView#SignInView": SignInView_86fc4072299dc1ed5dcce4e4abc954e3,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
