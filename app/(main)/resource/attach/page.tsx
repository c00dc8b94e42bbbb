import { AttachScreen } from '@/components/system/attach-screen';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';

export const generateMetadata = () => systemScreenMetadata('attach');

// /resource/attach — attachments with 上传 (stored by the tenant's OSS) and download.
export default function AttachPage() {
  return <AttachScreen />;
}
