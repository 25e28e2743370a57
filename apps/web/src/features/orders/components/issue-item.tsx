import Form, { type FormItemProps } from 'antd/es/form';
import type { ReactNode } from 'react';
import { namePathOf } from './order-form-model';
import { useIssueRule, useOrderFormSettings } from './order-form-rules';

/**
 * A field of the order form checked by the submission rules: its name from the rules' field path
 * (`contacts.order.phone`), its rule the contract's (`orderSubmissionIssues`) with the catalogue's message, the
 * required mark where the rules require it (only while the rules are checked).
 */
export function IssueItem({
  field,
  name,
  label,
  required,
  children,
  extra,
  valuePropName,
  getValueProps,
  normalize,
  className,
}: {
  field: string;
  /** The name inside a Form.List (relative to the list); else the field's own path. */
  name?: (string | number)[];
  label: ReactNode;
  required?: boolean;
  children: ReactNode;
  extra?: ReactNode;
  valuePropName?: string;
  getValueProps?: FormItemProps['getValueProps'];
  normalize?: FormItemProps['normalize'];
  className?: string;
}) {
  const rule = useIssueRule(field);
  const { checks } = useOrderFormSettings();
  return (
    <Form.Item
      name={name ?? namePathOf(field)}
      label={label}
      rules={[rule]}
      required={checks && required}
      extra={extra}
      valuePropName={valuePropName}
      getValueProps={getValueProps}
      normalize={normalize}
      className={className}
    >
      {children}
    </Form.Item>
  );
}
