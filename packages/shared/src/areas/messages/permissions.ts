import { type PermissionDef, area } from '../../permission-tree.ts';

export const messagesPermissions: readonly PermissionDef[] = [
  ...area(
    'kefu',
    [
      { key: 'push_inbox', routes: ['/chat/inbox'], supplier: true },
      { key: 'push_order', routes: ['/chat/ordermessage'], supplier: true },
      { key: 'push_tender', routes: ['/chat/tendermessage'], supplier: true },
      { key: 'push_chat', routes: ['/chat/customerService'] },
      { key: 'push_supply', routes: ['/chat/supplierService'] },
    ],
    { supplier: true },
  ),
];
