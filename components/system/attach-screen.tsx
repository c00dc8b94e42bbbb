'use client';

import { attach } from '@/lib/resources/system/resource';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { ResourcePage } from '../resource/resource-page';
import { lazyComponent } from '../lazy';

// The upload button loads after the grid, keeping this grid page within the first-load JS budget.
const AttachUploadButton = lazyComponent(() => import('./attach-upload-button').then((module) => module.AttachUploadButton));

/** /resource/attach — the attachment list with 上传 (`attach_upload`) beside the generic toolbar. */
export function AttachScreen() {
  const { permissions } = usePermissions();
  return (
    <ResourcePage
      resource={attach}
      extras={{ toolbar: ({ reload }) => permissions.has('attach_upload') && <AttachUploadButton reload={reload} /> }}
    />
  );
}
