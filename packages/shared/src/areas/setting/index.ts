import { defineSharedArea } from '../../area.ts';
import { settingErrors, settingMessages } from './errors.ts';
import { adminApi } from '../../api/admin.ts';
import { groupApi } from '../../api/group.ts';
import { logApi } from '../../api/log.ts';
import { tagApi } from '../../api/tag.ts';
import { settingUploadApi } from '../../api/upload.ts';
import { warehouseApi } from '../../api/warehouse.ts';
import { watermarkApi } from '../../api/watermark.ts';
import { settingPermissions } from './permissions.ts';
import { logisticsProviderEntity } from './logistics-provider.ts';
import { agreementEntity } from './agreement.ts';
import { shippingEntity } from './shipping.ts';
import { paymentEntity } from './payment.ts';
import { pushEntity } from './push.ts';
import { currencyEntity } from './currency.ts';
import { languageEntity } from './language.ts';
import { taxEntity } from './tax.ts';
import { geoEntity } from './geo.ts';
import { plannedEntity } from './planned.ts';
import {
  mailSettings,
  mailTestApi,
  memberSettings,
  storeSettings,
  supplierSettings,
  systemSettings,
} from '../../api/settings.ts';

export const settingArea = defineSharedArea({
  name: 'setting',
  permissions: settingPermissions,
  endpoints: [
    storeSettings.api,
    memberSettings.api,
    supplierSettings.api,
    systemSettings.api,
    mailSettings.api,
    { test: mailTestApi },
    adminApi,
    groupApi,
    tagApi,
    logApi,
    warehouseApi,
    watermarkApi,
    settingUploadApi,
  ],
  errors: settingErrors,
  messages: settingMessages,
  entities: [
    logisticsProviderEntity,
    paymentEntity,
    shippingEntity,
    agreementEntity,
    pushEntity,
    currencyEntity,
    languageEntity,
    taxEntity,
    plannedEntity,
    geoEntity,
  ],
});
