import { AttachScreen } from '@/components/system/attach-screen';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('attach');

// /resource/attach — attachments with 上传 (stored by the tenant's OSS) and download.
export default async function AttachPage() {
  await requireMenuRoute('/resource/attach');
  return <AttachScreen />;
}
