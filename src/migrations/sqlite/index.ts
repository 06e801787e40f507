import * as migration_20261122_154157_initial from './20261122_154157_initial';
import * as migration_20261122_171226_page_sections from './20261122_171226_page_sections';
import * as migration_20261122_175537_portfolio from './20261122_175537_portfolio';
import * as migration_20261122_183239_featured_projects from './20261122_183239_featured_projects';
import * as migration_20261122_201403_blog_search from './20261122_201403_blog_search';
import * as migration_20261122_211701_company_pages from './20261122_211701_company_pages';
import * as migration_20261123_172045_project_key_facts from './20261123_172045_project_key_facts';
import * as migration_20261124_012714_upload_storage from './20261124_012714_upload_storage';
import * as migration_20261124_041754_page_types from './20261124_041754_page_types';
import * as migration_20261124_042917_sectors from './20261124_042917_sectors';
import * as migration_20261124_052338_admin_editing from './20261124_052338_admin_editing';
import * as migration_20261124_074552_lead_submission_keys from './20261124_074552_lead_submission_keys';
import * as migration_20261126_055425_lead_attribution_and_views from './20261126_055425_lead_attribution_and_views';
import * as migration_20261126_080606_company_hours_and_geo from './20261126_080606_company_hours_and_geo';
import * as migration_20261126_082807_consent_tags from './20261126_082807_consent_tags';
import * as migration_20261126_115736_localization from './20261126_115736_localization';
import * as migration_20261126_145433_lead_language from './20261126_145433_lead_language';
import * as migration_20261128_093534_roles from './20261128_093534_roles';
import * as migration_20261128_104836_audit_log from './20261128_104836_audit_log';
import * as migration_20261128_132413_two_factor from './20261128_132413_two_factor';
import * as migration_20261128_135321_privacy from './20261128_135321_privacy';
import * as migration_20261128_221703_company_time_zone from './20261128_221703_company_time_zone';
import * as migration_20261129_012312_media_kind from './20261129_012312_media_kind';
import * as migration_20261129_012343_blog_authors_categories from './20261129_012343_blog_authors_categories';
import * as migration_20261129_014219_redirects_not_found from './20261129_014219_redirects_not_found';
import * as migration_20261129_035611_webhooks from './20261129_035611_webhooks';
import * as migration_20261129_084716_locales_parent_indexes from './20261129_084716_locales_parent_indexes';
import * as migration_20261129_092954_spam from './20261129_092954_spam';

export const migrations = [
  {
    up: migration_20261122_154157_initial.up,
    down: migration_20261122_154157_initial.down,
    name: '20261122_154157_initial',
  },
  {
    up: migration_20261122_171226_page_sections.up,
    down: migration_20261122_171226_page_sections.down,
    name: '20261122_171226_page_sections',
  },
  {
    up: migration_20261122_175537_portfolio.up,
    down: migration_20261122_175537_portfolio.down,
    name: '20261122_175537_portfolio',
  },
  {
    up: migration_20261122_183239_featured_projects.up,
    down: migration_20261122_183239_featured_projects.down,
    name: '20261122_183239_featured_projects',
  },
  {
    up: migration_20261122_201403_blog_search.up,
    down: migration_20261122_201403_blog_search.down,
    name: '20261122_201403_blog_search',
  },
  {
    up: migration_20261122_211701_company_pages.up,
    down: migration_20261122_211701_company_pages.down,
    name: '20261122_211701_company_pages',
  },
  {
    up: migration_20261123_172045_project_key_facts.up,
    down: migration_20261123_172045_project_key_facts.down,
    name: '20261123_172045_project_key_facts',
  },
  {
    up: migration_20261124_012714_upload_storage.up,
    down: migration_20261124_012714_upload_storage.down,
    name: '20261124_012714_upload_storage',
  },
  {
    up: migration_20261124_041754_page_types.up,
    down: migration_20261124_041754_page_types.down,
    name: '20261124_041754_page_types',
  },
  {
    up: migration_20261124_042917_sectors.up,
    down: migration_20261124_042917_sectors.down,
    name: '20261124_042917_sectors',
  },
  {
    up: migration_20261124_052338_admin_editing.up,
    down: migration_20261124_052338_admin_editing.down,
    name: '20261124_052338_admin_editing',
  },
  {
    up: migration_20261124_074552_lead_submission_keys.up,
    down: migration_20261124_074552_lead_submission_keys.down,
    name: '20261124_074552_lead_submission_keys',
  },
  {
    up: migration_20261126_055425_lead_attribution_and_views.up,
    down: migration_20261126_055425_lead_attribution_and_views.down,
    name: '20261126_055425_lead_attribution_and_views',
  },
  {
    up: migration_20261126_080606_company_hours_and_geo.up,
    down: migration_20261126_080606_company_hours_and_geo.down,
    name: '20261126_080606_company_hours_and_geo',
  },
  {
    up: migration_20261126_082807_consent_tags.up,
    down: migration_20261126_082807_consent_tags.down,
    name: '20261126_082807_consent_tags',
  },
  {
    up: migration_20261126_115736_localization.up,
    down: migration_20261126_115736_localization.down,
    name: '20261126_115736_localization',
  },
  {
    up: migration_20261126_145433_lead_language.up,
    down: migration_20261126_145433_lead_language.down,
    name: '20261126_145433_lead_language',
  },
  {
    up: migration_20261128_093534_roles.up,
    down: migration_20261128_093534_roles.down,
    name: '20261128_093534_roles',
  },
  {
    up: migration_20261128_104836_audit_log.up,
    down: migration_20261128_104836_audit_log.down,
    name: '20261128_104836_audit_log',
  },
  {
    up: migration_20261128_132413_two_factor.up,
    down: migration_20261128_132413_two_factor.down,
    name: '20261128_132413_two_factor',
  },
  {
    up: migration_20261128_135321_privacy.up,
    down: migration_20261128_135321_privacy.down,
    name: '20261128_135321_privacy',
  },
  {
    up: migration_20261128_221703_company_time_zone.up,
    down: migration_20261128_221703_company_time_zone.down,
    name: '20261128_221703_company_time_zone',
  },
  {
    up: migration_20261129_012312_media_kind.up,
    down: migration_20261129_012312_media_kind.down,
    name: '20261129_012312_media_kind',
  },
  {
    up: migration_20261129_012343_blog_authors_categories.up,
    down: migration_20261129_012343_blog_authors_categories.down,
    name: '20261129_012343_blog_authors_categories',
  },
  {
    up: migration_20261129_014219_redirects_not_found.up,
    down: migration_20261129_014219_redirects_not_found.down,
    name: '20261129_014219_redirects_not_found',
  },
  {
    up: migration_20261129_035611_webhooks.up,
    down: migration_20261129_035611_webhooks.down,
    name: '20261129_035611_webhooks',
  },
  {
    up: migration_20261129_084716_locales_parent_indexes.up,
    down: migration_20261129_084716_locales_parent_indexes.down,
    name: '20261129_084716_locales_parent_indexes',
  },
  {
    up: migration_20261129_092954_spam.up,
    down: migration_20261129_092954_spam.down,
    name: '20261129_092954_spam'
  },
];
