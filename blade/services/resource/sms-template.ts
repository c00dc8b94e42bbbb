/**
 * The local SMS channel's message text: `【signName】` + the template with `${name}` placeholders filled
 * from the params. The template text is the config's remark when it has placeholders (a real provider
 * keeps it under the template id); otherwise the params are listed after the template id.
 */
export type SmsConfig = { sms_code: string; template_id: string; sign_name: string; remark: string | null };

export function renderSms(config: SmsConfig, params: Record<string, string>): { content: string; missing: string[] } {
  const template = config.remark ?? '';
  if (!template.includes('${')) {
    const listed = Object.entries(params)
      .map(([key, value]) => `${key}=${value}`)
      .join(', ');
    return { content: `【${config.sign_name}】${config.template_id}${listed ? ` (${listed})` : ''}`, missing: [] };
  }
  const missing: string[] = [];
  const body = template.replace(/\$\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) missing.push(name);
    return params[name] ?? '';
  });
  return { content: `【${config.sign_name}】${body}`, missing };
}
