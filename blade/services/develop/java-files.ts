import type { ZipEntry } from './zip';
import type { TableColumn } from './table-columns';
import { camel } from './naming';
import type { GenModel } from './gen-model';

/** BladeX's TenantEntity / BaseEntity columns: inherited, not declared, when the code record asks for the base entity. */
const BASE_COLUMNS = new Set([
  'id',
  'tenant_id',
  'create_user',
  'create_dept',
  'create_time',
  'update_user',
  'update_time',
  'status',
  'is_deleted',
]);

export function javaType(column: TableColumn): string {
  const name = column.name.toLowerCase();
  if (name === 'id' || name.endsWith('_id') || ['create_user', 'update_user', 'create_dept'].includes(name))
    return name === 'tenant_id' ? 'String' : 'Long';
  if (/DATE|TIME/.test(column.type) || name.endsWith('_time')) return 'Date';
  if (/INT/.test(column.type)) return 'Integer';
  if (/REAL|NUM|DEC|DOUBLE|FLOAT/.test(column.type)) return 'BigDecimal';
  return 'String';
}

const fieldsOf = (model: GenModel) => (model.baseMode ? model.columns.filter((column) => !BASE_COLUMNS.has(column.name)) : model.columns);

function entity(model: GenModel): string {
  const { pkg, names, columns } = model;
  const fields = fieldsOf(model);
  const parent = model.baseMode ? (columns.some((column) => column.name === 'tenant_id') ? 'TenantEntity' : 'BaseEntity') : null;
  const imports = [
    'import com.baomidou.mybatisplus.annotation.TableName;',
    ...(parent
      ? [`import org.springblade.core.${parent === 'TenantEntity' ? 'tenant.mp' : 'mp.base'}.${parent};`]
      : ['import com.baomidou.mybatisplus.annotation.TableId;', 'import java.io.Serializable;']),
    'import io.swagger.annotations.ApiModel;',
    'import io.swagger.annotations.ApiModelProperty;',
    'import lombok.Data;',
    'import lombok.EqualsAndHashCode;',
    ...(fields.some((column) => javaType(column) === 'Date') ? ['import java.util.Date;'] : []),
    ...(fields.some((column) => javaType(column) === 'BigDecimal') ? ['import java.math.BigDecimal;'] : []),
  ];
  const body = fields.map((column) =>
    [
      `\t/**\n\t * ${column.name}\n\t */`,
      `\t@ApiModelProperty(value = "${column.name}"${column.notNull && !column.primaryKey ? ', required = true' : ''})`,
      ...(column.primaryKey && !parent ? ['\t@TableId'] : []),
      `\tprivate ${javaType(column)} ${camel(column.name)};`,
    ].join('\n'),
  );
  return (
    `package ${pkg}.entity;\n\n${imports.join('\n')}\n\n/**\n * ${model.codeName} 实体类 (${model.table})\n */\n@Data\n@TableName("${model.table}")\n` +
    `${parent ? '@EqualsAndHashCode(callSuper = true)\n' : ''}@ApiModel(value = "${names.entity}对象", description = "${model.codeName}")\n` +
    `public class ${names.entity} ${parent ? `extends ${parent}` : 'implements Serializable'} {\n\n\tprivate static final long serialVersionUID = 1L;\n\n${body.join('\n\n')}\n\n}\n`
  );
}

function vo({ pkg, names, codeName }: GenModel): string {
  return (
    `package ${pkg}.vo;\n\nimport ${pkg}.entity.${names.entity};\nimport io.swagger.annotations.ApiModel;\nimport lombok.Data;\nimport lombok.EqualsAndHashCode;\n\n` +
    `/**\n * ${codeName} 视图实体类\n */\n@Data\n@EqualsAndHashCode(callSuper = true)\n@ApiModel(value = "${names.entity}VO对象", description = "${codeName}")\n` +
    `public class ${names.entity}VO extends ${names.entity} {\n\tprivate static final long serialVersionUID = 1L;\n}\n`
  );
}

function controller(model: GenModel): string {
  const { pkg, names, codeName } = model;
  const E = names.entity;
  const service = `${names.variable}Service`;
  const toVO = (value: string) => (model.wrapMode ? `${E}Wrapper.build().entityVO(${value})` : value);
  const pageVO = (value: string) => (model.wrapMode ? `${E}Wrapper.build().pageVO(${value})` : value);
  return `package ${pkg}.controller;

import com.baomidou.mybatisplus.core.metadata.IPage;
import io.swagger.annotations.Api;
import io.swagger.annotations.ApiOperation;
import lombok.AllArgsConstructor;
import org.springblade.core.boot.ctrl.BladeController;
import org.springblade.core.mp.support.Condition;
import org.springblade.core.mp.support.Query;
import org.springblade.core.tool.api.R;
import org.springblade.core.tool.utils.Func;
import org.springframework.web.bind.annotation.*;
import springfox.documentation.annotations.ApiIgnore;
import ${pkg}.entity.${E};
import ${pkg}.service.I${E}Service;
import ${pkg}.vo.${E}VO;${model.wrapMode ? `\nimport ${pkg}.wrapper.${E}Wrapper;` : ''}

import javax.validation.Valid;
import java.util.Map;

/**
 * ${codeName} 控制器
 */
@RestController
@AllArgsConstructor
@RequestMapping("/${names.path}")
@Api(value = "${codeName}", tags = "${codeName}接口")
public class ${E}Controller extends BladeController {

\tprivate final I${E}Service ${service};

\t@GetMapping("/detail")
\t@ApiOperation(value = "详情", notes = "传入${names.variable}")
\tpublic R<${model.wrapMode ? `${E}VO` : E}> detail(${E} ${names.variable}) {
\t\t${E} detail = ${service}.getOne(Condition.getQueryWrapper(${names.variable}));
\t\treturn R.data(${toVO('detail')});
\t}

\t@GetMapping("/list")
\t@ApiOperation(value = "分页", notes = "传入${names.variable}")
\tpublic R<IPage<${model.wrapMode ? `${E}VO` : E}>> list(@ApiIgnore @RequestParam Map<String, Object> ${names.variable}, Query query) {
\t\tIPage<${E}> pages = ${service}.page(Condition.getPage(query), Condition.getQueryWrapper(${names.variable}, ${E}.class));
\t\treturn R.data(${pageVO('pages')});
\t}

\t@PostMapping("/submit")
\t@ApiOperation(value = "新增或修改", notes = "传入${names.variable}")
\tpublic R submit(@Valid @RequestBody ${E} ${names.variable}) {
\t\treturn R.status(${service}.saveOrUpdate(${names.variable}));
\t}

\t@PostMapping("/remove")
\t@ApiOperation(value = "${model.baseMode ? '逻辑删除' : '删除'}", notes = "传入ids")
\tpublic R remove(@RequestParam String ids) {
\t\treturn R.status(${service}.${model.baseMode ? 'deleteLogic' : 'removeByIds'}(Func.toLongList(ids)));
\t}

}
`;
}

function serviceFiles({ pkg, names, codeName, baseMode }: GenModel): [string, string, string] {
  const E = names.entity;
  const base = baseMode ? 'BaseService' : 'IService';
  const baseImport = baseMode ? 'org.springblade.core.mp.base.BaseService' : 'com.baomidou.mybatisplus.extension.service.IService';
  const impl = baseMode ? 'BaseServiceImpl' : 'ServiceImpl';
  const implImport = baseMode
    ? 'org.springblade.core.mp.base.BaseServiceImpl'
    : 'com.baomidou.mybatisplus.extension.service.impl.ServiceImpl';
  return [
    `package ${pkg}.service;\n\nimport ${baseImport};\nimport ${pkg}.entity.${E};\n\n/**\n * ${codeName} 服务类\n */\npublic interface I${E}Service extends ${base}<${E}> {\n}\n`,
    `package ${pkg}.service.impl;\n\nimport ${implImport};\nimport org.springframework.stereotype.Service;\nimport ${pkg}.entity.${E};\nimport ${pkg}.mapper.${E}Mapper;\nimport ${pkg}.service.I${E}Service;\n\n/**\n * ${codeName} 服务实现类\n */\n@Service\npublic class ${E}ServiceImpl extends ${impl}<${E}Mapper, ${E}> implements I${E}Service {\n}\n`,
    `package ${pkg}.mapper;\n\nimport com.baomidou.mybatisplus.core.mapper.BaseMapper;\nimport ${pkg}.entity.${E};\n\n/**\n * ${codeName} Mapper 接口\n */\npublic interface ${E}Mapper extends BaseMapper<${E}> {\n}\n`,
  ];
}

function mapperXml(model: GenModel): string {
  const results = model.columns.map(
    (column) => `        <${column.primaryKey ? 'id' : 'result'} column="${column.name}" property="${camel(column.name)}"/>`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE mapper PUBLIC "-//mybatis.org//DTD Mapper 3.0//EN" "http://mybatis.org/dtd/mybatis-3-mapper.dtd">\n` +
    `<mapper namespace="${model.pkg}.mapper.${model.names.entity}Mapper">\n\n    <resultMap id="${model.names.variable}ResultMap" type="${model.pkg}.entity.${model.names.entity}">\n${results.join('\n')}\n    </resultMap>\n\n</mapper>\n`
  );
}

function wrapper({ pkg, names, codeName }: GenModel): string {
  const E = names.entity;
  return (
    `package ${pkg}.wrapper;\n\nimport org.springblade.core.mp.support.BaseEntityWrapper;\nimport org.springblade.core.tool.utils.BeanUtil;\nimport ${pkg}.entity.${E};\nimport ${pkg}.vo.${E}VO;\n\n` +
    `/**\n * ${codeName} 包装类，返回视图层所需的字段\n */\npublic class ${E}Wrapper extends BaseEntityWrapper<${E}, ${E}VO> {\n\n\tpublic static ${E}Wrapper build() {\n\t\treturn new ${E}Wrapper();\n\t}\n\n` +
    `\t@Override\n\tpublic ${E}VO entityVO(${E} ${names.variable}) {\n\t\treturn BeanUtil.copy(${names.variable}, ${E}VO.class);\n\t}\n\n}\n`
  );
}

/** The Java back end of one table, under `<root>/api/src/main/java/<package>/…` and its mapper XML. */
export function javaFiles(model: GenModel, root: string): ZipEntry[] {
  const dir = `${root}/api/src/main/java/${model.pkg.replace(/\./g, '/')}`;
  const E = model.names.entity;
  const [service, impl, mapper] = serviceFiles(model);
  return [
    { name: `${dir}/entity/${E}.java`, content: entity(model) },
    { name: `${dir}/vo/${E}VO.java`, content: vo(model) },
    { name: `${dir}/controller/${E}Controller.java`, content: controller(model) },
    { name: `${dir}/service/I${E}Service.java`, content: service },
    { name: `${dir}/service/impl/${E}ServiceImpl.java`, content: impl },
    { name: `${dir}/mapper/${E}Mapper.java`, content: mapper },
    { name: `${dir}/mapper/${E}Mapper.xml`, content: mapperXml(model) },
    ...(model.wrapMode ? [{ name: `${dir}/wrapper/${E}Wrapper.java`, content: wrapper(model) }] : []),
  ];
}
