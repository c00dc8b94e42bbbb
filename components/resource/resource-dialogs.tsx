'use client';

import { lazyComponent } from '../lazy';
import { ADD_DIALOGS } from './custom-dialogs';
import type { ResourcePageController } from './use-resource-page';

// The dialog (form inputs, pickers, uploads, validation) loads when it first opens.
const ResourceFormDialog = lazyComponent(() => import('./resource-form-dialog').then((module) => module.ResourceFormDialog));

/**
 * The dialogs a list screen opens: a row action's, the resource's own add dialog (`screen: { kind: 'addDialog' }`), and
 * the generic add / edit / view form. Every save reloads the list.
 */
export function ResourceDialogs({ page }: { page: ResourcePageController }) {
  const { resource, dialogs } = page;
  const dialog = dialogs.dialog;
  const CustomAdd = resource.screen?.kind === 'addDialog' ? ADD_DIALOGS[resource.screen.dialog] : null;
  return (
    <>
      {page.actions.dialog}
      {dialogs.customAdd && CustomAdd && (
        <CustomAdd onClose={dialogs.closeCustomAdd} onSaved={() => (dialogs.closeCustomAdd(), void page.reload())} />
      )}
      {dialog && (
        <ResourceFormDialog
          key={`${dialog.mode}-${dialog.id}`}
          resource={resource}
          mode={dialog.mode}
          recordId={dialog.id}
          draft={dialog.draft}
          onValuesChange={dialogs.changeValues}
          onClose={dialogs.close}
          onSaved={() => {
            dialogs.close();
            void page.reload();
          }}
        />
      )}
    </>
  );
}
